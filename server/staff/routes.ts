import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STAFF_PREFIX, staffPaths } from '../../lib/staff/api';
import type { WindowLimit } from '../intake/config';
import { windowLimitOptions } from '../intake/rate-limit';
import { Rejection } from '../intake/rejection';
import type { IntakeRecord, LeadStore } from '../intake/store';
import { erasePerson } from '../intake/erasure';
import { LEAD_STATUSES, NEW_FOLLOW_UP } from '../intake/follow-up';
import { notificationId, type Delivery } from '../intake/outbox';
import { leadsCsv, submissionsOf } from '../leads/export';
import { formOf, FORMS } from '../leads/forms';
import { inIst, referenceOf } from '../leads/mail';
import { InvalidToken, type StaffAuth, type StaffMember } from './auth';
import { may, permissionsOf, type Permission } from './roles';
import { deskContentRoutes, type DeskOptions } from './content-routes';

export interface StaffRoutesOptions {
  /** Undefined: no Firebase project is configured, and every staff request answers 503. */
  auth: StaffAuth | undefined;
  store: LeadStore;
  limit: WindowLimit;
  /** The desk's content: drafts, publishing and the build after it. */
  desk?: DeskOptions;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffMember;
  }
  interface FastifyContextConfig {
    /** What a staff route's caller must be allowed to do. */
    permission?: Permission;
  }
}

const NOT_CONFIGURED = 'Staff sign-in is not configured on this server: set FIREBASE_PROJECT_ID (or FIREBASE_AUTH_EMULATOR_HOST)';

const DELIVERY_STATES = ['pending', 'delivered', 'suppressed', 'dead'] as const satisfies ReadonlyArray<Delivery['state']>;

/**
 * The leads filter of the query string: a form, a day in IST (from its midnight), a sector, a follow-up
 * status, and a delivery state one of its notifications is in (`dead`: the dead letters).
 */
const leadsQuery = z
  .object({
    form: z.enum(FORMS).optional(),
    since: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date, YYYY-MM-DD')
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00+05:30`)), 'Must be a date, YYYY-MM-DD')
      .optional(),
    sector: z.string().trim().min(1).max(80).optional(),
    status: z.enum(LEAD_STATUSES, `One of ${LEAD_STATUSES.join(', ')}`).optional(),
    delivery: z.enum(DELIVERY_STATES, `One of ${DELIVERY_STATES.join(', ')}`).optional(),
  })
  .strict();

/** Whom an erasure is about: an email, a phone (at least 6 digits), or both. */
const erasureBody = z
  .object({
    email: z.email('Enter a valid email address').optional(),
    phone: z
      .string()
      .refine((phone) => phone.replace(/\D/g, '').length >= 6, 'A phone number needs at least 6 digits')
      .optional(),
  })
  .strict()
  .refine((person) => person.email !== undefined || person.phone !== undefined, { message: 'Name the person: email or phone', path: ['email'] });

/** A change to a submission's follow-up: its status, its assignee (a staff email, or null), a note. */
const followUpChange = z
  .object({
    status: z.enum(LEAD_STATUSES, `One of ${LEAD_STATUSES.join(', ')}`).optional(),
    assignee: z.email('Enter a valid email address').nullable().optional(),
    note: z.string().trim().min(1, 'Write the note').max(2000, 'At most 2,000 characters').optional(),
  })
  .strict()
  .refine((change) => change.status !== undefined || change.assignee !== undefined || change.note !== undefined, {
    message: 'Change the status, the assignee or add a note',
    path: ['status'],
  });

/** A 400 naming each field zod found wrong (an unknown one too). */
function invalid(error: z.ZodError, what: string, known: string): Rejection {
  const fields = Object.fromEntries(
    error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [key, `Not ${known}`]) : [[String(issue.path[0]), issue.message]])),
  );
  return new Rejection(400, 'invalid', { error: `Invalid ${what}`, fields }, Object.keys(fields));
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The staff API under /api/staff: every request carries a Firebase ID token (`Authorization: Bearer`),
 * verified on the server, and each route names the permission its caller's role must give. No token, or
 * one that is not valid: 401. A valid account without a staff role, or a role without the permission:
 * 403. Rate limited per client, apart from the forms' limit. Every answer is logged with who asked and
 * what they did, never what a lead says.
 */
export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (api, { auth, store, limit, desk }) => {
  await api.register(fastifyRateLimit, windowLimitOptions(limit));

  // After the rate limit (which @fastify/rate-limit adds to each route's own onRequest hooks) and before
  // any body is read: a flood of bad tokens is counted too.
  api.addHook('preParsing', async (request, _reply, payload) => {
    await signedIn(request);
    return payload;
  });

  async function signedIn(request: FastifyRequest): Promise<void> {
    if (!auth) throw new Rejection(503, 'staff-not-configured', { error: NOT_CONFIGURED });
    const token = bearerToken(request);
    const challenge = { 'WWW-Authenticate': 'Bearer realm="staff"' };
    if (!token) throw new Rejection(401, 'no-token', { error: 'Sign in first: this needs a staff account' }, undefined, challenge);
    let member;
    try {
      member = await auth.verify(token);
    } catch (error) {
      if (error instanceof InvalidToken)
        throw new Rejection(401, `token: ${error.message}`, { error: 'Your sign-in is not valid or has expired: sign in again' }, undefined, challenge);
      throw new Rejection(503, 'auth-unreachable', { error: 'Sign-in cannot be checked right now: try again in a minute' });
    }
    if (member === 'not-staff') throw new Rejection(403, 'not-staff', { error: 'This account is not on the staff' });
    request.staff = member;
    const permission = request.routeOptions.config.permission;
    if (permission && !may(member.role, permission)) {
      request.log.info({ staff: member.uid, role: member.role, permission }, 'staff: refused');
      throw new Rejection(403, 'role', { error: `Your role (${member.role}) may not do this` });
    }
  }

  api.addHook('onResponse', async (request, reply) => {
    if (request.staff)
      request.log.info({ staff: request.staff.uid, role: request.staff.role, action: `${request.method} ${request.routeOptions.url}`, status: reply.statusCode }, 'staff');
  });

  await api.register(deskContentRoutes, desk ?? { content: undefined, builder: undefined });

  api.get(staffPaths.me.slice(STAFF_PREFIX.length), async (request) => {
    const { uid, email, role } = request.staff!;
    return { uid, email, role, may: permissionsOf(role) };
  });

  /**
   * The submissions the query's filter takes, and the follow-ups of all. Where the notifications stand is
   * looked up (an outbox read) only when the answer shows it or the filter asks for it, and only for the
   * submissions the other filters kept.
   */
  async function leadsOf(request: FastifyRequest, { withDeliveries }: { withDeliveries: boolean }) {
    const parsed = leadsQuery.safeParse(request.query);
    if (!parsed.success) throw invalid(parsed.error, 'filter', 'a filter: form, since, sector, status or delivery');
    const { form, since, sector, status, delivery } = parsed.data;
    const [submissions, followUps] = await Promise.all([
      submissionsOf(store, { form, since: since ? new Date(`${since}T00:00:00+05:30`).toISOString() : undefined }),
      store.followUps.all(),
    ]);
    const kept = submissions.filter(({ record }) => (!sector || record.payload.sector === sector) && (!status || (followUps.get(record.id) ?? NEW_FOLLOW_UP).status === status));
    const deliveries = withDeliveries || delivery ? await store.outbox.deliveriesOf(kept.map(({ record }) => record)) : new Map<string, Delivery>();
    const deliveriesOf = (record: IntakeRecord) => (record.owes ?? []).flatMap((kind) => deliveries.get(notificationId(record.id, kind)) ?? []);
    const records = delivery ? kept.filter(({ record }) => deliveriesOf(record).some((one) => one.state === delivery)) : kept;
    return { records, followUps, deliveriesOf };
  }

  api.get(staffPaths.leads.slice(STAFF_PREFIX.length), { config: { permission: 'leads' } }, async (request) => {
    const { records, followUps, deliveriesOf } = await leadsOf(request, { withDeliveries: true });
    return {
      leads: records.map(({ collection, record }) => ({
        id: record.id,
        form: formOf(collection, record.payload),
        reference: referenceOf({ record }),
        receivedAt: record.receivedAt,
        receivedIst: inIst(record.receivedAt),
        page: record.page,
        lang: record.lang,
        payload: record.payload,
        followUp: followUps.get(record.id) ?? NEW_FOLLOW_UP,
        deliveries: deliveriesOf(record),
      })),
    };
  });

  api.get(staffPaths.leadsCsv.slice(STAFF_PREFIX.length), { config: { permission: 'leads' } }, async (request, reply) => {
    const { records } = await leadsOf(request, { withDeliveries: false });
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="leads-${day}.csv"`).send(leadsCsv(records));
  });

  // Sales' follow-up of one submission: logged with who changed what (the note's words stay in the store).
  api.patch<{ Params: { id: string } }>(`${staffPaths.leads.slice(STAFF_PREFIX.length)}/:id`, { config: { permission: 'leads' } }, async (request) => {
    const parsed = followUpChange.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(parsed.error, 'change', 'a field: status, assignee or note');
    const { id } = request.params;
    const found = (await submissionsOf(store)).some(({ record }) => record.id === id);
    if (!found) throw new Rejection(404, 'no-such-lead', { error: 'No submission has this id (it may have been erased)' });
    const followUp = await store.followUps.change({ id, at: new Date().toISOString(), by: request.staff!.email, ...parsed.data });
    request.log.info({ staff: request.staff!.uid, event: 'follow-up', lead: id, changed: Object.keys(parsed.data) }, 'follow-up changed');
    return { followUp };
  });

  // Erasure on request (the visitor's right under the DPDP Act): logged with who asked and how many records
  // went, never whom they were about.
  api.post(staffPaths.erasures.slice(STAFF_PREFIX.length), { config: { permission: 'leads' } }, async (request) => {
    const parsed = erasureBody.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(parsed.error, 'erasure', 'a field: email or phone');
    const erased = await erasePerson(store, parsed.data);
    request.log.info({ staff: request.staff!.uid, event: 'erasure', records: erased.records, notifications: erased.notifications }, 'erasure: the records about one person erased');
    return { records: erased.records, notifications: erased.notifications };
  });
};
