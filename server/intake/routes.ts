import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { apiRoutes } from '../../lib/leads/api';
import { orderReference, priceOrder, type PricedProduct } from '../../lib/leads/order';
import { contactSendSchema, feedbackSchema, HONEYPOT_FIELD, orderSchema, vitalsSchema, type Order } from '../../lib/leads/schema';
import { catalogueFromContent } from './catalogue';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './config';
import { isAllowedOrigin, preflightHeaders, type CorsOptions } from './cors';
import { clientKey, RateLimiter } from './rate-limit';
import type { Collection, IntakeRecord, LeadStore } from './store';

/**
 * The intake API, a Fastify plugin registered under the prefix /api (README, "Intake API"):
 *
 *   POST /api/contact/send → leads      (contactSendSchema)  201 { ok: true, id }
 *   POST /api/feedback     → feedback   (feedbackSchema)     201 { ok: true, id }
 *   POST /api/orders       → orders     (orderSchema, priced 201 { ok: true, id, reference }
 *                                        from the catalogue)
 *   POST /api/vitals       → vitals     (vitalsSchema)       204, no body
 *
 * Every rejection is a short JSON `{ error }` (400 adds `fields`); nothing internal ever leaks.
 * Checks run in this order: route (404), origin (403), rate limit (429), Content-Type (415),
 * size (413), JSON (400), then the schema (400). The plugin is encapsulated: its body parsers, hooks
 * and error handler touch nothing outside /api.
 *
 * Logs: one line per accepted record `{ route, collection, id }` and one per rejection
 * `{ route, status, reason }` (plus field names, never values). No names, emails, phones, messages,
 * user agents or IP addresses, in logs or in records.
 */

export const BODY_LIMIT = 16 * 1024;
export const JSON_ONLY_MESSAGE = 'Content-Type must be application/json';

export interface IntakeOptions {
  store: LeadStore;
  cors: CorsOptions;
  rateLimits?: RateLimits;
  /** Bytes; 16 KiB unless told. */
  bodyLimit?: number;
  /** Clock of the rate limiter (tests). */
  now?: () => number;
  /** Close the store when the server closes (default true). */
  closeStore?: boolean;
  /** The catalogue orders are priced from; by default the site's content source. */
  catalogue?: () => Promise<ReadonlyArray<PricedProduct>>;
}

/** A request turned away: the error handler answers it with `status` and `body`, and logs `reason`. */
export class Rejection extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: string,
    readonly body: Record<string, unknown>,
    readonly fieldNames?: string[],
  ) {
    super(reason);
    this.name = 'Rejection';
  }
}

const notFound = () => new Rejection(404, 'not-found', { error: 'Not found' });

/** Readable messages for the issues the shared schemas leave to zod's defaults. */
const issueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'Required';
    return `Expected ${issue.expected}`;
  }
  if (issue.code === 'invalid_value') return 'Not an accepted value';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Enter a valid email address';
  return undefined;
};

/** The first message for each field, by its dotted path. */
function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function routeOf(request: FastifyRequest): string {
  // The route pattern, never the raw URL (a query string could carry anything).
  return request.routeOptions.url ?? 'unknown';
}

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

function statusOf(error: { statusCode?: unknown }): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

interface Endpoint {
  url: string;
  collection: Collection;
  schema: z.ZodType<Record<string, unknown>>;
  limiter: RateLimiter;
  /** sendBeacon with a JSON Blob sends application/json, but accept text/plain carrying JSON too. */
  acceptText: boolean;
  /** Whether the payload has a honeypot field to check. */
  honeypot: boolean;
  /** 201 with `{ ok, id }`, or 204 with no body. */
  answer: 201 | 204;
  /** Turns the validated payload into what is stored, and adds to the answer; may refuse with a Rejection. */
  prepare?: (data: Record<string, unknown>) => Promise<{ payload: Record<string, unknown>; answer?: Record<string, unknown> }>;
}

export const intakeRoutes: FastifyPluginAsync<IntakeOptions> = async (api, options) => {
  const { store, cors, rateLimits = DEFAULT_RATE_LIMITS, bodyLimit = BODY_LIMIT, now, closeStore = true, catalogue = catalogueFromContent } = options;
  const forms = new RateLimiter({ ...rateLimits.forms, now });
  const vitals = new RateLimiter({ ...rateLimits.vitals, now });

  if (closeStore) api.addHook('onClose', async () => store.close());

  // JSON only. Our own parser, so a malformed body gets our answer rather than Fastify's. text/plain
  // reaches it only on /api/vitals (the guard turns it away elsewhere).
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new Rejection(400, 'malformed-json', { error: 'Malformed JSON' }), undefined);
    }
  });

  api.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Vary', 'Origin');
  });

  api.setErrorHandler((error: FastifyError | Rejection, request, reply) => {
    const route = routeOf(request);
    let status: number;
    let body: Record<string, unknown>;
    let reason: string;
    if (error instanceof Rejection) {
      ({ statusCode: status, body, reason } = error);
    } else {
      status = statusOf(error);
      if (status === 413) {
        reason = 'too-large';
        body = { error: `Request body too large (limit ${Math.floor(bodyLimit / 1024)} KiB)` };
      } else if (status === 415) {
        reason = 'content-type';
        body = { error: JSON_ONLY_MESSAGE };
      } else if (status < 500) {
        reason = typeof error.code === 'string' ? error.code : 'bad-request';
        body = { error: 'Bad request' };
      } else {
        status = 500;
        reason = 'internal';
        body = { error: 'Internal error' };
      }
    }
    if (status >= 500) {
      request.log.error({ route, status, reason, err: error }, 'intake error');
    } else {
      const fields = error instanceof Rejection && error.fieldNames ? { fields: error.fieldNames } : {};
      request.log.info({ route, status, reason, ...fields }, 'rejected');
    }
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  /** Origin, rate limit and Content-Type: everything decided before the body is read. */
  function guard(endpoint: Endpoint): onRequestHookHandler {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const { origin } = request.headers;
      if (origin !== undefined) {
        if (!isAllowedOrigin(origin, cors)) throw new Rejection(403, 'origin', { error: 'Origin not allowed' });
        reply.header('Access-Control-Allow-Origin', origin);
      }
      const taken = endpoint.limiter.take(clientKey(request.ip));
      if (!taken.ok) {
        reply.header('Retry-After', String(taken.retryAfterSeconds));
        throw new Rejection(429, 'rate-limit', { error: 'Too many requests, try again later' });
      }
      const type = mediaTypeOf(request);
      if (type !== 'application/json' && !(endpoint.acceptText && type === 'text/plain')) {
        throw new Rejection(415, 'content-type', { error: JSON_ONLY_MESSAGE });
      }
    };
  }

  async function preflight(request: FastifyRequest, reply: FastifyReply) {
    const { origin } = request.headers;
    if (origin === undefined) return reply.code(204).header('Allow', 'POST, OPTIONS').send();
    if (!isAllowedOrigin(origin, cors)) throw new Rejection(403, 'origin', { error: 'Origin not allowed' });
    return reply.code(204).headers(preflightHeaders(origin)).send();
  }

  function register(endpoint: Endpoint) {
    api.options(endpoint.url, preflight);
    api.post(endpoint.url, { onRequest: guard(endpoint), bodyLimit }, async (request, reply) => {
      const route = routeOf(request);
      const body: unknown = request.body;
      if (!isPlainObject(body)) throw new Rejection(400, 'not-object', { error: 'Expected a JSON object' });

      // A filled honeypot is a bot: the same answer as a success, and nothing kept.
      const trap = endpoint.honeypot ? body[HONEYPOT_FIELD] : undefined;
      if (trap !== undefined && trap !== null && trap !== '') {
        request.log.info({ route }, 'honeypot');
        return endpoint.answer === 204 ? reply.code(204).send() : reply.code(201).send({ ok: true, id: randomUUID() });
      }

      const parsed = endpoint.schema.safeParse(body, { error: issueMessage });
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues);
        throw new Rejection(400, 'invalid', { error: 'Invalid request', fields }, Object.keys(fields));
      }
      const data: Record<string, unknown> = { ...parsed.data };
      delete data[HONEYPOT_FIELD];
      const { payload, answer } = endpoint.prepare ? await endpoint.prepare(data) : { payload: data, answer: undefined };
      const record: IntakeRecord = { id: randomUUID(), receivedAt: new Date().toISOString(), payload };
      await store.append(endpoint.collection, record);
      request.log.info({ route, collection: endpoint.collection, id: record.id }, 'accepted');
      return endpoint.answer === 204 ? reply.code(204).send() : reply.code(201).send({ ok: true, id: record.id, ...answer });
    });
  }

  /** An order is stored as the intake prices it from its own catalogue, never as the browser totalled it. */
  async function priceFromCatalogue(data: Record<string, unknown>) {
    const order = data as Order;
    const priced = priceOrder(order, await catalogue());
    if (!priced.ok) throw new Rejection(400, 'invalid', { error: 'Invalid request', fields: priced.fields }, Object.keys(priced.fields));
    const reference = orderReference(new Date(), randomBytes);
    return { payload: { ...order, lines: priced.lines, total: priced.total, reference }, answer: { reference } };
  }

  register({ url: apiRoutes.contact, collection: 'leads', schema: contactSendSchema, limiter: forms, acceptText: false, honeypot: true, answer: 201 });
  register({ url: apiRoutes.feedback, collection: 'feedback', schema: feedbackSchema, limiter: forms, acceptText: false, honeypot: true, answer: 201 });
  register({ url: apiRoutes.orders, collection: 'orders', schema: orderSchema, limiter: forms, acceptText: false, honeypot: true, answer: 201, prepare: priceFromCatalogue });
  register({ url: apiRoutes.vitals, collection: 'vitals', schema: vitalsSchema, limiter: vitals, acceptText: true, honeypot: false, answer: 204 });

  // Everything else under /api, any method: JSON 404, answered before any body is read. This also
  // keeps GET /api/... away from the static site's HTML 404 page.
  const unknown: onRequestHookHandler = async () => {
    throw notFound();
  };
  for (const url of ['/', '/*']) {
    api.all(url, { onRequest: unknown }, async () => {
      throw notFound();
    });
  }
};
