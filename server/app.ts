import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '../lib/leads/api';
import { commonServerOptions, type CommonServerOptions } from './fastify-options';
import { registerStaticSite } from './static-site';
import { deskDocumentHeaders, DOCUMENT_PATHS, documentHeaders, everyResponseHeaders } from './security-headers';
import { DESK_PATH } from '../lib/routes';
import { intakeOptionsFromEnv } from './intake/config';
import { intakeRoutes, type IntakeOptions } from './intake/routes';
import { registerDevMailbox, type DevMailbox } from './leads/dev-mailbox';
import { LocalSiteBuilder } from './staff/local-site-builder';

interface ServerOptions extends Pick<CommonServerOptions, 'requestTimeoutMs' | 'connectionTimeoutMs' | 'trustProxy'> {
  /** The exported site (next build output). */
  outDir: string;
  /** Structured logs (pino); off in tests. */
  logger?: boolean;
  /** The intake API under /api; by default configured from the environment (file store in data/). */
  intake?: IntakeOptions;
  /** The local mailbox that takes the mail when no SMTP_URL is set: its pages are served at /_mailbox/. */
  mailbox?: DevMailbox;
}

/**
 * The local server: the static site with the production headers, and the intake API under /api. Unless
 * told how many proxies stand in front (INTAKE_TRUST_PROXY), it is the first hop and trusts none: the
 * client is the socket's address, whatever X-Forwarded-For says.
 */
export async function buildServer({ outDir, logger = false, intake, mailbox, trustProxy = false, ...timeouts }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify(commonServerOptions({ logger, trustProxy, ...timeouts }));
  // A separate API host (NEXT_PUBLIC_API_HOST), and the Firestore emulator the live refresh may be pointed
  // at (NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST), must be reachable from the pages.
  const { NEXT_PUBLIC_API_HOST: apiHost, NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: emulatorHost, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost } = process.env;
  const connectSources = [...(apiHost ? [new URL(apiHost).origin] : []), ...(emulatorHost ? [`http://${emulatorHost}`] : [])];
  const forDocuments = documentHeaders(connectSources);
  // The desk signs staff in: its pages may reach Firebase Authentication (or its emulator), no other page may.
  const forDesk = deskDocumentHeaders([...connectSources, ...(authEmulatorHost ? [`http://${authEmulatorHost}`] : [])]);
  const documentPath = new RegExp(DOCUMENT_PATHS);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(everyResponseHeaders);
    const urlPath = request.url.split('?', 1)[0]!;
    if (documentPath.test(urlPath)) reply.headers(urlPath.startsWith(`${DESK_PATH}/`) ? forDesk : forDocuments);
    return payload;
  });
  await app.register(intakeRoutes, { prefix: API_PREFIX, ...(intake ?? intakeOptionsFromEnv()) });
  if (mailbox) {
    await registerDevMailbox(app, mailbox);
    app.addHook('onClose', () => mailbox.close());
  }
  const site = await registerStaticSite(app, outDir);
  const builder = intake?.desk?.builder;
  if (builder instanceof LocalSiteBuilder) builder.onBuilt(() => site.reload());
  return app;
}
