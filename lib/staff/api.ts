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
  /** Every document of the collections the build reads, each with its waiting draft (editors). */
  content: `${STAFF_PREFIX}/content`,
  /** One document: `{ live, draft, history }`. */
  document: (collection: string, id: string) => `${STAFF_PREFIX}/content/${collection}/${encodeURIComponent(id)}`,
  /** PUT `{ data }`: a draft, checked by the build's schema; DELETE discards it. */
  draft: (collection: string, id: string) => `${STAFF_PREFIX}/content/${collection}/${encodeURIComponent(id)}/draft`,
  /** POST `{ version }`: a version publishing replaced becomes the draft again. */
  restore: (collection: string, id: string) => `${STAFF_PREFIX}/content/${collection}/${encodeURIComponent(id)}/restore`,
  /** POST `{ documents? }` (publishers): the drafts go live in one batch, and the site is rebuilt. */
  publish: `${STAFF_PREFIX}/publish`,
  /** The build the last publish started: `{ kind, build }`. */
  build: `${STAFF_PREFIX}/build`,
  /** POST `{ fileName, data, width, height }`: an image cropped to its slot, stored as WebP; GET `/<name>` reads one back. */
  images: `${STAFF_PREFIX}/images`,
  /** Who saved, discarded, published or restored what, newest first. */
  audit: `${STAFF_PREFIX}/audit`,
} as const;
