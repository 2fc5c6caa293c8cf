import { createServer } from 'node:http';
import { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { rawClientErrorResponse, rejectionBody } from './intake/rejection';

/** Where log lines go: one JSON line per write (a pino destination). */
export interface LogDestination {
  write(line: string): void;
}

export interface CommonServerOptions {
  /**
   * Structured logs (pino): `true` for the default (stdout, LOG_LEVEL or info), an object to choose
   * the level or the destination (tests capture the output this way), `false` for none.
   */
  logger?: boolean | { level?: string; stream?: LogDestination };
  /**
   * How many proxies in front to believe about the client's address (X-Forwarded-For): `false` (none:
   * the socket's address; what `npm start` runs), or the exact number of hops. Never `true`, which
   * would believe an address any client can write itself.
   */
  trustProxy?: false | number;
  /** A whole request (headers and body) must arrive within this; a trickling client gets 408 and is cut off. */
  requestTimeoutMs?: number;
  /** A connection that sends nothing for this long is closed. */
  connectionTimeoutMs?: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
const DEFAULT_CONNECTION_TIMEOUT_MS = 20_000;
/** How long a socket stays after Node's own 4xx (a 408, a malformed request) before it is destroyed. */
const CLIENT_ERROR_LINGER_MS = 1_000;

/**
 * The options both servers share (the site with the intake, and the intake alone): logs without
 * per-request lines (they would carry client addresses and URLs), an explicit proxy trust, timeouts that
 * keep slow clients from holding connections, and Node's own 4xx answered in the API's JSON shape.
 */
export function commonServerOptions({
  logger = false,
  trustProxy = false,
  requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  connectionTimeoutMs = DEFAULT_CONNECTION_TIMEOUT_MS,
}: CommonServerOptions): FastifyServerOptions {
  const level = process.env.LOG_LEVEL ?? 'info';
  return {
    logger: logger === false ? false : logger === true ? { level } : { level: logger.level ?? level, ...(logger.stream ? { stream: logger.stream } : {}) },
    // A hop count as a function: Fastify accepts a number too, but its types do not say so.
    trustProxy: trustProxy === false ? false : (_address: string, hop: number) => hop < trustProxy,
    // Node enforces the request timeout on a sweep of open connections (every 30 s unless told): sweep
    // often enough that a trickling client is cut off close to the limit, not half a minute after it.
    serverFactory: (handler) => {
      const server = createServer(
        { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(requestTimeoutMs / 3))) },
        handler,
      );
      server.setTimeout(connectionTimeoutMs);
      return server;
    },
    logController: new LogController({ disableRequestLogging: true }),
    // Requests Node itself cannot parse (bad header bytes, oversized headers, timeouts).
    // end() only half-closes: a client that never reads and keeps writing would hold the socket open
    // (the server's side in FIN-WAIT-2), so the answer gets a second to leave and the socket is then freed.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      socket.end(rawClientErrorResponse(error));
      setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
    },
    // Errors Fastify raises before routing (a malformed URL, an unsupported method) in the same shape.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = rejectionBody(error);
      void (reply as FastifyReply).code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
    },
  };
}
