import { API_PREFIX } from '../leads/api';

/** The staff API's paths, under the intake's prefix: the desk calls them, the intake registers them. */
export const STAFF_PREFIX = `${API_PREFIX}/staff`;

export const staffPaths = {
  /** Who is signed in: their email, role and what it allows. */
  me: `${STAFF_PREFIX}/me`,
  /** The submissions, filtered by form, date and sector (sales). */
  leads: `${STAFF_PREFIX}/leads`,
  /** The same, as the CSV of `npm run leads:export`. */
  leadsCsv: `${STAFF_PREFIX}/leads.csv`,
  /** PATCH `{ status, assignee, note }` (any of them): sales' follow-up of one submission. */
  lead: (id: string) => `${STAFF_PREFIX}/leads/${encodeURIComponent(id)}`,
  /** POST `{ email }` or `{ phone }`: every record about one person erased, as `npm run leads:erase` does. */
  erasures: `${STAFF_PREFIX}/erasures`,
} as const;
