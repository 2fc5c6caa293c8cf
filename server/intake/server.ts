import Fastify, { type FastifyInstance } from 'fastify';
import { commonServerOptions, type CommonServerOptions } from '../fastify-options';
import { API_PREFIX } from '../../lib/leads/api';
import { intakeRoutes, type IntakeOptions } from './routes';

export interface IntakeServerOptions extends IntakeOptions, CommonServerOptions {}

/**
 * The intake API alone, without the static site: what `npm run serve:intake` and the container run.
 * Anything outside /api is a JSON 404 too.
 */
export async function buildIntakeServer({ logger, trustProxy, requestTimeoutMs, connectionTimeoutMs, ...intake }: IntakeServerOptions): Promise<FastifyInstance> {
  const app = Fastify(commonServerOptions({ logger, trustProxy, requestTimeoutMs, connectionTimeoutMs }));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).header('Cache-Control', 'no-store').send({ error: 'Not found' }));
  await app.register(intakeRoutes, { prefix: API_PREFIX, ...intake });
  return app;
}
