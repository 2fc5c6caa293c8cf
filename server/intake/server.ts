import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { intakeRoutes, type IntakeOptions } from './routes';

/** Where log lines go: one JSON line per write (a pino destination). */
export interface LogDestination {
  write(line: string): void;
}

export interface IntakeServerOptions extends IntakeOptions {
  /**
   * Structured logs (pino): `true` for the default (stdout, LOG_LEVEL or info), an object to choose
   * the level or the destination (tests capture the output this way), `false` for none.
   */
  logger?: boolean | { level?: string; stream?: LogDestination };
  /** Fastify's trustProxy: true (every hop), a hop count, or addresses. Default true. */
  trustProxy?: boolean | number | string | string[];
}

/**
 * The intake API alone, without the static site: what `npm run serve:intake` and the container run.
 * Anything outside /api is a JSON 404 too.
 */
export async function buildIntakeServer({ logger = false, trustProxy = true, ...intake }: IntakeServerOptions): Promise<FastifyInstance> {
  const level = process.env.LOG_LEVEL ?? 'info';
  const app = Fastify({
    logger: logger === false ? false : logger === true ? { level } : { level: logger.level ?? level, ...(logger.stream ? { stream: logger.stream } : {}) },
    // A hop count as a function: Fastify accepts a number too, but its types do not say so.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // No per-request logs (they would carry client addresses and URLs); the intake logs its own lines.
    // (Fastify 5.12 deprecates the top-level disableRequestLogging option for this.)
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  await app.register(intakeRoutes, { prefix: '/api', ...intake });
  return app;
}
