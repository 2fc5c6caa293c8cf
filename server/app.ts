import Fastify, { type FastifyInstance } from 'fastify';
import { registerStaticSite } from './static-site';
import { securityHeaders } from './security-headers';

export interface ServerOptions {
  /** The exported site (next build output). */
  outDir: string;
  /** Structured request logs (pino); off in tests. */
  logger?: boolean;
}

/** The local server: the static site with the production headers. The intake API joins it later. */
export async function buildServer({ outDir, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // Behind Cloud Run or a proxy the client address comes from X-Forwarded-For.
    trustProxy: true,
  });
  const headers = securityHeaders();
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
  await registerStaticSite(app, outDir);
  return app;
}
