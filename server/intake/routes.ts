import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import { z } from 'zod/mini';
import { API_PREFIX, apiPath, apiRoutes, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, NOTICE_HEADER, NOTICE_VERSION_FORMAT, type ApiRoute } from '../../lib/leads/api';
import { NOTICE_VERSION } from '../../content/privacy-notice';
import { orderReference, priceOrder, type PricedProduct } from '../../lib/leads/order';
import { contactMessageSchema, contactSendSchema, feedbackSchema, orderSchema, vitalsSchema, type Order } from '../../lib/leads/schema';
import { CONTACT_DOMAIN } from '../../lib/leads/messages';
import { HONEYPOT_FIELD } from '../../lib/leads/form-values';
import { LANGS, type Lang } from '../../lib/i18n';
import { splitLocalePath } from '../../lib/routes';
import { DeliveryWorker, type DeliveryWorkerOptions } from '../leads/delivery';
import { owedBy } from '../leads/forms';
import { notifier, type NotifyOptions } from '../leads/notifier';
import type { StaffAuth } from '../staff/auth';
import { staffRoutes } from '../staff/routes';
import type { DeskOptions } from '../staff/content-routes';
import { STAFF_PREFIX } from '../../lib/staff/api';
import { catalogueFromContent } from './catalogue';
import { erasePerson, RetentionJob } from './erasure';
import { serveErasures } from './erasure-socket';
import { FileStore } from './file-store';
import { DEFAULT_RATE_LIMITS, type RateLimits, type WindowLimit } from './config';
import { isAllowedOrigin, type CorsOptions } from './cors';
import { windowLimitOptions } from './rate-limit';
import { parseJsonBody, Rejection, rejectionBody } from './rejection';
import { isSameRequest } from './replay';
import type { Collection, IntakeRecord, LeadStore, StoredOnce } from './store';

/**
 * The intake API, a Fastify plugin registered under the prefix /api (contract in README.md beside this file):
 *
 *   POST /api/contact/send → leads      (contactSendSchema)  201 { ok: true, id }
 *   POST /api/contact/message → leads   (contactMessageSchema, 201 { ok: true, id }
 *                                        kept as domain 'Contact')
 *   POST /api/feedback     → feedback   (feedbackSchema)     201 { ok: true, id }
 *   POST /api/orders       → orders     (orderSchema, priced 201 { ok: true, id, reference }
 *                                        from the catalogue)
 *   POST /api/vitals       → vitals     (vitalsSchema)       204, no body
 *   GET  /api/health       → readiness                       200 { status: 'ready', store }, or 503
 *
 * Every rejection is a short JSON `{ error }` (400 adds `fields`) with Cache-Control: no-store; nothing
 * internal ever leaks. Checks run in this order: route (404), origin (403, @fastify/cors), rate limit
 * (429 with Retry-After, @fastify/rate-limit), Content-Type (415), size (413), JSON (400), the schema
 * (400), then the store (503 when it is slower than `writeTimeoutMs`). The plugin is encapsulated: its
 * body parsers, hooks and error handler touch nothing outside /api.
 *
 * Logs: one line per accepted record `{ route, collection, id }` and one per rejection
 * `{ route, status, reason }` (plus field names, never values). No names, emails, phones, messages,
 * user agents or IP addresses, in logs or in records.
 */

/** The routes a browser posts to: they take CORS, and any other method is a 405. */
const POSTED_ROUTES = ['contact', 'message', 'feedback', 'orders', 'vitals'] as const satisfies readonly ApiRoute[];

const BODY_LIMIT = 16 * 1024;
const JSON_ONLY_MESSAGE = 'Content-Type must be application/json';
/** A store write that has not finished by then answers 503: the visitor may try again, never a false 201. */
const DEFAULT_WRITE_TIMEOUT_MS = 8_000;
/** How long after the last submission was stored the delivery worker waits before it starts sending. */
const QUIET_BEFORE_DELIVERY_MS = 200;
/** How long a successful readiness probe of the store is trusted before /api/health probes again. */
const HEALTH_PROBE_TTL_MS = 30_000;

export interface IntakeOptions {
  store: LeadStore;
  cors: CorsOptions;
  rateLimits?: RateLimits;
  /** Bytes; 16 KiB unless told. */
  bodyLimit?: number;
  /** Close the store when the server closes (default true). */
  closeStore?: boolean;
  /** The catalogue orders are priced from; by default the site's content source. */
  catalogue?: () => Promise<ReadonlyArray<PricedProduct>>;
  /** Milliseconds a store write may take before the answer is 503. */
  writeTimeoutMs?: number;
  /**
   * Mail and webhook: with it, each submission owes its notifications, stored with it, and a delivery worker
   * in this process sends them. Without it (most route tests), records owe nothing.
   */
  notify?: NotifyOptions;
  /** The worker's pace and clock (tests shorten its poll and move its clock). */
  delivery?: Pick<DeliveryWorkerOptions, 'concurrency' | 'pollMs' | 'now'>;
  /** With it, a daily job erases the forms' records older than this many days (LEADS_RETENTION_DAYS). */
  retentionDays?: number;
  /** Checks the staff's sign-in for the staff API under /api/staff; without it that API answers 503. */
  staff?: StaffAuth;
  /** The desk's content and the build a publish starts; without it the content routes answer 503. */
  desk?: DeskOptions;
}

// The shared schemas are zod/mini, which loads no locale: zod's English messages answer what
// issueMessage leaves, rather than a bare 'Invalid input'.
z.config(z.locales.en());

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

/** Resolve with the write, or reject with a 503 once it has taken longer than `ms`. */
function withinTime<T>(write: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Rejection(503, 'store-timeout', { error: 'Service unavailable, try again later' }, undefined, { 'Retry-After': '30' })), ms);
  });
  return Promise.race([write, late]).finally(() => clearTimeout(timer));
}

/** The page's path a submission came from: the payload's `page`, else the Referer when it is one of the site's own pages. */
function pageOf(request: FastifyRequest, data: Record<string, unknown>, cors: CorsOptions): string | undefined {
  if (typeof data.page === 'string' && data.page.startsWith('/')) return data.page;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return isAllowedOrigin(url.origin, cors) ? url.pathname.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

/** The page's language: the form sends it as Content-Language; else the page's path says it (/hi/...). */
function langOf(request: FastifyRequest, page: string | undefined): Lang {
  const header = (request.headers['content-language'] ?? '').split(',', 1)[0]?.trim().toLowerCase().split('-', 1)[0];
  if ((LANGS as readonly string[]).includes(header ?? '')) return header as Lang;
  return page ? splitLocalePath(page).lang : 'en';
}

/**
 * The version of the privacy notice the visitor was shown: the form sends it (a submission kept offline
 * sends the one of the page it was made on); a request that sends none or a malformed one was made under
 * the notice in force now.
 */
function noticeOf(request: FastifyRequest): string {
  const header = request.headers[NOTICE_HEADER.toLowerCase()];
  return typeof header === 'string' && NOTICE_VERSION_FORMAT.test(header) ? header : NOTICE_VERSION;
}

interface Endpoint {
  url: string;
  collection: Collection;
  schema: z.ZodMiniType<Record<string, unknown>>;
  /** sendBeacon with a JSON Blob sends application/json, but accept text/plain carrying JSON too. */
  acceptText: boolean;
  /** Whether the payload has a honeypot field to check. */
  honeypot: boolean;
  /** 201 with `{ ok, id }`, or 204 with no body. */
  answer: 201 | 204;
  /** Turns the validated payload into what is stored; may refuse with a Rejection. */
  prepare?: (data: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** What the 201 answer adds from the stored payload (the order's reference): the same for a replay. */
  reply?: (payload: Record<string, unknown>) => Record<string, unknown>;
}

/** The submission's Idempotency-Key, when it sent one; a malformed one is refused, naming the header. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  if (typeof header === 'string' && IDEMPOTENCY_KEY.test(header)) return header;
  const fields = { [IDEMPOTENCY_HEADER]: 'Must be 16 to 128 letters, digits, - or _' };
  throw new Rejection(400, 'invalid', { error: 'Invalid request', fields }, Object.keys(fields));
}

export const intakeRoutes: FastifyPluginAsync<IntakeOptions> = async (api, options) => {
  const {
    store,
    cors,
    rateLimits = DEFAULT_RATE_LIMITS,
    bodyLimit = BODY_LIMIT,
    closeStore = true,
    catalogue = catalogueFromContent,
    writeTimeoutMs = DEFAULT_WRITE_TIMEOUT_MS,
    notify,
    delivery,
    retentionDays,
    staff,
    desk,
  } = options;

  // While submissions are arriving, or did a moment ago, the worker starts no new delivery: a burst is
  // answered first, and its mail follows once it is over (or after DeliveryWorker's MAX_DEFER_MS). Told by
  // the outbox as each record is stored, which costs a request nothing more.
  let lastQueuedAt = 0;
  const busy = () => Date.now() - lastQueuedAt < QUIET_BEFORE_DELIVERY_MS;
  const worker = notify ? new DeliveryWorker({ outbox: store.outbox, deliver: notifier(notify, store.outbox), log: api.log, busy, ...delivery }) : undefined;
  if (worker) store.outbox.onQueued(() => (lastQueuedAt = Date.now()));
  if (worker) api.addHook('onReady', async () => worker.start());
  const retention = retentionDays === undefined ? undefined : new RetentionJob(store, retentionDays, api.log);
  if (retention) api.addHook('onReady', async () => retention.start());
  // The file store's files are rewritten by the process that appends to them: leads:erase asks this one.
  let stopErasures: (() => Promise<void>) | undefined;
  if (store instanceof FileStore) {
    api.addHook('onReady', async () => {
      stopErasures = await serveErasures(
        store.dataDir,
        async (person) => {
          const erased = await erasePerson(store, person);
          api.log.info(erased, 'erasure: the records about one person erased');
          return erased;
        },
        api.log,
      );
    });
  }
  // One hook, so the order holds: deliveries under way are settled before the store closes.
  api.addHook('onClose', async () => {
    await stopErasures?.();
    await retention?.stop();
    await worker?.stop();
    notify?.mailer.close();
    await staff?.close();
    await desk?.content?.close();
    if (closeStore) await store.close();
  });

  api.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // X-Forwarded-For on a server that trusts no proxy (request.ips is set only when one is trusted): a
  // proxy in front that the operator did not declare, so every visitor shares the proxy's address and one
  // rate limit. Said once, not per request.
  let warnedOfUntrustedProxy = false;
  api.addHook('onRequest', async (request) => {
    if (warnedOfUntrustedProxy || request.headers['x-forwarded-for'] === undefined || request.ips !== undefined) return;
    warnedOfUntrustedProxy = true;
    request.log.warn(
      'requests carry X-Forwarded-For but no proxy is trusted: every client behind the proxy shares one rate limit; set INTAKE_TRUST_PROXY to the number of proxies in front',
    );
  });

  // The error handler and the body parser come first: routes (the CORS plugin's too) take them on creation.
  api.setErrorHandler((error: FastifyError | Rejection, request, reply) => {
    const { status, body, reason, headers } = rejectionBody(error, bodyLimit);
    if (status >= 500 && status !== 503) {
      request.log.error({ route: routeOf(request), status, reason, err: error }, 'intake error');
    } else {
      const fields = error instanceof Rejection && error.fieldNames ? { fields: error.fieldNames } : {};
      request.log.info({ route: routeOf(request), status, reason, ...fields }, 'rejected');
    }
    return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
  });

  // JSON only. Our own parser, so a malformed body gets our answer rather than Fastify's. text/plain
  // reaches it only on /api/vitals (the guard turns it away elsewhere).
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit }, parseJsonBody);

  // CORS for the posting endpoints only, and exact origins only: any other Origin is refused with 403
  // before anything else is read. Requests without an Origin header (curl, same-origin) are not
  // cross-origin and pass; other paths get no CORS at all, so their preflights are 404s like the rest.
  const corsPaths = new Set(POSTED_ROUTES.map(apiPath));
  await api.register(fastifyCors, {
    delegator: (request, done) => {
      const { origin } = request.headers;
      if (origin === undefined || !corsPaths.has(request.url.split('?', 1)[0] ?? '')) return done(null, { origin: false });
      if (!isAllowedOrigin(origin, cors)) return done(new Rejection(403, 'origin', { error: 'Origin not allowed' }));
      // Browsers cap Max-Age (Chromium at 2 hours); asking for more changes nothing.
      done(null, { origin, methods: ['POST'], allowedHeaders: ['Content-Type', 'Content-Language', IDEMPOTENCY_HEADER, NOTICE_HEADER], maxAge: 7200, strictPreflight: false });
    },
  });
  api.setNotFoundHandler(async () => {
    throw new Rejection(404, 'not-found', { error: 'Not found' });
  });

  // Preflights on paths without CORS are 404s like every other unknown request (before any body is read).
  api.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' && !corsPaths.has(request.url.split('?', 1)[0] ?? '')) throw new Rejection(404, 'not-found', { error: 'Not found' });
  });

  /** Content-Type, decided before the body is read (after the origin and the rate limit). */
  function contentTypeGuard(endpoint: Endpoint): preParsingHookHandler {
    return async (request) => {
      const type = mediaTypeOf(request);
      if (type !== 'application/json' && !(endpoint.acceptText && type === 'text/plain')) {
        throw new Rejection(415, 'content-type', { error: JSON_ONLY_MESSAGE });
      }
    };
  }

  /**
   * Endpoints that share one rate limit, in a scope of their own: @fastify/rate-limit counts every route of
   * a scope in one window. The key is the client address (request.ip: trustProxy decides how far to
   * believe X-Forwarded-For), with an IPv6 client counted by its /64, the block one home or phone gets.
   * Every client is counted, loopback too: behind an undeclared proxy on the same host every visitor is
   * 127.0.0.1, and exempting it would switch the limit off. Tests and benchmarks raise the limits instead.
   */
  async function limited(limit: WindowLimit, endpoints: Endpoint[]) {
    await api.register(async (scope) => {
      await scope.register(fastifyRateLimit, windowLimitOptions(limit));
      for (const endpoint of endpoints) register(scope, endpoint);
    });
  }

  function register(scope: FastifyInstance, endpoint: Endpoint) {
    scope.post(
      endpoint.url,
      {
        bodyLimit,
        preParsing: contentTypeGuard(endpoint),
      },
      async (request, reply) => {
        const route = routeOf(request);
        const body: unknown = request.body;
        if (!isPlainObject(body)) throw new Rejection(400, 'not-object', { error: 'Expected a JSON object' });

        const key = idempotencyKeyOf(request);
        // A filled honeypot is a bot: the same answer as a success (a keyed one's id is its key), and nothing kept.
        const trap = endpoint.honeypot ? body[HONEYPOT_FIELD] : undefined;
        if (trap !== undefined && trap !== null && trap !== '') {
          request.log.info({ route }, 'honeypot');
          return endpoint.answer === 204 ? reply.code(204).send() : reply.code(201).send({ ok: true, id: key ?? randomUUID() });
        }

        const parsed = endpoint.schema.safeParse(body, { error: issueMessage });
        if (!parsed.success) {
          const fields = fieldErrors(parsed.error.issues);
          throw new Rejection(400, 'invalid', { error: 'Invalid request', fields }, Object.keys(fields));
        }
        const data: Record<string, unknown> = { ...parsed.data };
        delete data[HONEYPOT_FIELD];
        const payload = endpoint.prepare ? await endpoint.prepare(data) : data;
        // A keyed submission's record id is its key: a replay finds it and is answered, not stored again.
        const page = pageOf(request, data, cors);
        const owes = notify ? owedBy(endpoint.collection, payload, { webhook: Boolean(notify.webhook) }) : [];
        const record: IntakeRecord = {
          id: key ?? randomUUID(),
          receivedAt: new Date().toISOString(),
          payload,
          ...(endpoint.collection === 'vitals' ? {} : { ...(page ? { page } : {}), lang: langOf(request, page), notice: noticeOf(request) }),
          ...(owes.length ? { owes } : {}),
        };
        const stored: StoredOnce = key
          ? await withinTime(store.appendOnce(endpoint.collection, record), writeTimeoutMs)
          : await withinTime(store.append(endpoint.collection, record), writeTimeoutMs).then(() => ({ record, replayed: false }));
        if (stored.replayed && !isSameRequest(data, stored.record.payload)) {
          throw new Rejection(422, 'key-reused', { error: `This ${IDEMPOTENCY_HEADER} was already used for a different request` });
        }
        request.log.info({ route, collection: endpoint.collection, id: stored.record.id }, stored.replayed ? 'replayed' : 'accepted');
        if (stored.replayed) reply.header('Idempotent-Replayed', 'true');
        return endpoint.answer === 204 ? reply.code(204).send() : reply.code(201).send({ ok: true, id: stored.record.id, ...endpoint.reply?.(stored.record.payload) });
      },
    );
  }

  /** An order is stored as the intake prices it from its own catalogue, never as the browser totalled it. */
  async function priceFromCatalogue(data: Record<string, unknown>) {
    const order = data as Order;
    const priced = priceOrder(order, await catalogue());
    if (!priced.ok) throw new Rejection(400, 'invalid', { error: 'Invalid request', fields: priced.fields }, Object.keys(priced.fields));
    const reference = orderReference(new Date(), randomBytes);
    return { ...order, lines: priced.lines, total: priced.total, reference };
  }

  const form = { acceptText: false, honeypot: true, answer: 201 } as const;
  await limited(rateLimits.forms, [
    { url: apiRoutes.contact, collection: 'leads', schema: contactSendSchema, ...form },
    { url: apiRoutes.message, collection: 'leads', schema: contactMessageSchema, ...form, prepare: async (data) => ({ ...data, domain: CONTACT_DOMAIN }) },
    { url: apiRoutes.feedback, collection: 'feedback', schema: feedbackSchema, ...form },
    { url: apiRoutes.orders, collection: 'orders', schema: orderSchema, ...form, prepare: priceFromCatalogue, reply: (payload) => ({ reference: payload.reference }) },
  ]);
  await limited(rateLimits.vitals, [{ url: apiRoutes.vitals, collection: 'vitals', schema: vitalsSchema, acceptText: true, honeypot: false, answer: 204 }]);
  await api.register(staffRoutes, { prefix: STAFF_PREFIX.slice(API_PREFIX.length), auth: staff, store, limit: rateLimits.staff, desk });

  // Readiness for the container: the store answered a probe within the last half minute. It also says what
  // the outbox holds: notifications still owed, and dead letters (given up after 24 hours) for someone to see.
  let probedAt = 0;
  let outbox: { pending: number; dead: number } | undefined;
  api.get(apiRoutes.health, async (_request, reply: FastifyReply) => {
    if (Date.now() - probedAt > HEALTH_PROBE_TTL_MS) {
      try {
        await withinTime(store.probe(), writeTimeoutMs);
        if (notify) outbox = await withinTime(store.outbox.stats(), writeTimeoutMs);
        probedAt = Date.now();
      } catch {
        throw new Rejection(503, 'store-unavailable', { error: 'Store unavailable' }, undefined, { 'Retry-After': '30' });
      }
    }
    return reply.send({ status: 'ready', store: store.kind, ...(outbox ? { outbox } : {}) });
  });

  // A path that exists, asked with a method it does not answer: 405, naming the methods it does.
  const methodNotAllowed = (allow: string) => async () => {
    throw new Rejection(405, 'method', { error: `Method not allowed: use ${allow}` }, undefined, { Allow: allow });
  };
  for (const url of POSTED_ROUTES.map((route) => apiRoutes[route])) {
    api.route({ method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'], url, onRequest: methodNotAllowed('POST'), handler: methodNotAllowed('POST') });
  }
  api.route({ method: ['POST', 'PUT', 'DELETE', 'PATCH'], url: apiRoutes.health, onRequest: methodNotAllowed('GET, HEAD'), handler: methodNotAllowed('GET, HEAD') });

  // Everything else under /api, any method but OPTIONS (the CORS plugin's preflight route, which hands
  // unknown paths to the 404 above): JSON 404, answered before any body is read. This also keeps
  // GET /api/... away from the static site's HTML 404 page.
  const notFound = async () => {
    throw new Rejection(404, 'not-found', { error: 'Not found' });
  };
  for (const url of ['/', '/*']) api.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'], url, onRequest: notFound, handler: notFound });
};
