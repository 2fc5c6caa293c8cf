import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerStaticSite } from './static-site';
import { securityHeaders } from './security-headers';
import { intakeOptionsFromEnv } from './intake/config';
import { intakeRoutes, type IntakeOptions } from './intake/routes';

export interface ServerOptions {
  /** The exported site (next build output). */
  outDir: string;
  /** Structured logs (pino); off in tests. */
  logger?: boolean;
  /** The intake API under /api; by default configured from the environment (file store in data/). */
  intake?: IntakeOptions;
}

/** The local server: the static site with the production headers, and the intake API under /api. */
export async function buildServer({ outDir, logger = false, intake }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // Behind Cloud Run or a proxy the client address comes from X-Forwarded-For.
    trustProxy: true,
    // No per-request logs (they would carry client addresses and URLs); the intake logs its own lines.
    // (Fastify 5.12 deprecates the top-level disableRequestLogging option for this.)
    logController: new LogController({ disableRequestLogging: true }),
  });
  // A separate API host (NEXT_PUBLIC_API_HOST) must be reachable from the pages.
  const apiHost = process.env.NEXT_PUBLIC_API_HOST;
  const headers = securityHeaders(apiHost ? [new URL(apiHost).origin] : []);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
  await app.register(intakeRoutes, { prefix: '/api', ...(intake ?? intakeOptionsFromEnv()) });
  await registerStaticSite(app, outDir);
  return app;
}
