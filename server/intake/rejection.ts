/**
 * How the server turns a request away: one JSON shape, `{ error }` (400s add `fields`), for every 4xx and
 * 5xx, whether the intake decided it, Fastify did (size, media type, malformed URL) or Node did before
 * Fastify saw the request (malformed headers). Nothing internal is ever in the body.
 */

/** A request turned away: the error handler answers it with `status` and `body`, and logs `reason`. */
export class Rejection extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: string,
    readonly body: Record<string, unknown>,
    readonly fieldNames?: string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
    this.name = 'Rejection';
  }
}

interface RejectionAnswer {
  status: number;
  body: Record<string, unknown>;
  reason: string;
  headers: Record<string, string>;
}

const generic: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Request body too large',
  414: 'URI too long',
  415: 'Content-Type must be application/json',
  431: 'Request headers too large',
};

function statusOf(error: { statusCode?: unknown; status?: unknown }): number {
  const status = error.statusCode ?? error.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The answer to any error: a Rejection as it says, anything else by its status with a generic message. */
export function rejectionBody(error: unknown, bodyLimit?: number): RejectionAnswer {
  if (error instanceof Rejection) return { status: error.statusCode, body: error.body, reason: error.reason, headers: error.headers };
  const status = statusOf((error ?? {}) as { statusCode?: unknown });
  const code = (error as { code?: unknown } | null)?.code;
  if (status >= 500) return { status: 500, body: { error: 'Internal error' }, reason: 'internal', headers: {} };
  if (status === 413 && bodyLimit) return { status, body: { error: `Request body too large (limit ${Math.floor(bodyLimit / 1024)} KiB)` }, reason: 'too-large', headers: {} };
  return { status, body: { error: generic[status] ?? 'Bad request' }, reason: typeof code === 'string' ? code : `status-${status}`, headers: {} };
}

/**
 * A raw HTTP answer for a request Node could not parse (Fastify's clientErrorHandler): the same JSON
 * shape as every other rejection, never cached, and the connection closed.
 */
export function rawClientErrorResponse(error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  // Node's parser errors carry no status: a timeout is 408, oversized headers 431, anything else 400.
  const status = code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const { body } = rejectionBody({ statusCode: status, code });
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' }[status] ?? 'Bad Request';
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    `Content-Length: ${Buffer.byteLength(json)}`,
    '',
    json,
  ].join('\r\n');
}

/** A body parser for JSON (as a string, then JSON.parse) whose malformed input gets the intake's own 400, not Fastify's. */
export function parseJsonBody(_request: unknown, body: string | Buffer, done: (error: Error | null, value?: unknown) => void): void {
  try {
    done(null, JSON.parse(body as string));
  } catch {
    done(new Rejection(400, 'malformed-json', { error: 'Malformed JSON' }), undefined);
  }
}
