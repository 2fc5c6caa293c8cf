import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { intakeOptionsFromEnv, notifyOptionsFromEnv, trustProxyFromEnv } from './intake/config';
import { MAILBOX_PATH } from './leads/dev-mailbox';
import { StoreUnavailable } from './intake/store';
import { buildIfStaleOrExit } from './build-site';
import { deskOptionsFromEnv } from './staff/desk-config';
import { LocalSiteBuilder } from './staff/local-site-builder';

/**
 * `npm start`: build the site when out/ is missing or stale, then serve it.
 * Flags: --no-build serves out/ as it is. Env: PORT (3000), HOST (127.0.0.1), LOG_LEVEL (info),
 * INTAKE_TRUST_PROXY (none: the proxies in front, such as nginx on this host, whose X-Forwarded-For is believed),
 * SMTP_URL (none: mail goes to a local mailbox, read at /_mailbox/), MAIL_FROM, LEADS_WEBHOOK_URL and _SECRET.
 */
const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');

/** Builds out/ if asked and it is stale, then serves it with the intake; resolves once listening. `npm run desk` calls it too. */
export async function startSite({ build }: { build: boolean }): Promise<FastifyInstance> {
  if (build) buildIfStaleOrExit(root, outDir, 'serving');
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  // The intake proves it can write its store before the server takes any traffic.
  const intake = intakeOptionsFromEnv();
  const trustProxy = trustProxyFromEnv(process.env.INTAKE_TRUST_PROXY);
  await intake.store.probe();
  const { notify, mailbox } = await notifyOptionsFromEnv();
  const desk = deskOptionsFromEnv(process.env, () => new LocalSiteBuilder(root, outDir));
  const app = await buildServer({ outDir, logger: true, intake: { ...intake, notify, desk }, mailbox, trustProxy });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  if (mailbox) app.log.info(`No SMTP_URL: the team mail and the visitors' replies go to the local mailbox, http://${host}:${port}${MAILBOX_PATH}`);
  return app;
}

/** How a failed start is said: a configuration or store problem in one line, anything else whole. */
export function startFailure(command: string, error: unknown): string {
  return error instanceof StoreUnavailable || (error instanceof Error && error.name === 'ConfigError')
    ? `${command}: ${error.message}`
    : String(error instanceof Error ? (error.stack ?? error) : error);
}

if (require.main === module) {
  startSite({ build: !process.argv.includes('--no-build') }).catch((error: unknown) => {
    console.error(startFailure('npm start', error));
    process.exit(1);
  });
}
