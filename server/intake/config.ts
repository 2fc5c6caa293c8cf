import path from 'node:path';
import { EMULATOR_PROJECT_ID } from '../../lib/constants';
import { siteUrl } from '../../lib/env';
import { originOf, type CorsOptions } from './cors';
import { FileStore } from './file-store';
import { FirestoreStore } from './firestore-store';
import { site } from '../../content/site';
import { DEFAULT_RETENTION_DAYS } from '../../content/privacy-notice';
import { startDevMailbox, type DevMailbox } from '../leads/dev-mailbox';
import { smtpMailer } from '../leads/mailer';
import type { NotifyOptions } from '../leads/notifier';
import { loadRouting } from '../leads/routing';
import type { WebhookConfig } from '../leads/webhook';
import type { LeadStore } from './store';
import { FirebaseStaffAuth, type StaffAuth } from '../staff/auth';

/**
 * The intake's configuration, read from the environment once at start (README, "Configuration"):
 *
 * - INTAKE_STORE: `file` or `firestore`; unset picks Firestore when FIREBASE_PROJECT_ID or
 *   FIRESTORE_EMULATOR_HOST is set, else the file store.
 * - INTAKE_DATA_DIR: the file store's directory (default `<repo>/data`).
 * - INTAKE_RATE_LIMIT_FORMS / INTAKE_RATE_LIMIT_VITALS: `CAPACITY` or `CAPACITY:SECONDS_PER_TOKEN`
 *   (defaults `20:3` and `30:1`): CAPACITY requests per window of CAPACITY × SECONDS_PER_TOKEN seconds.
 * - INTAKE_ALLOWED_ORIGINS: comma-separated extra origins beside SITE_URL's.
 * - SMTP_URL: where mail goes (`smtp://user:pass@host:587`); unset, a local mailbox (never in production).
 * - MAIL_FROM: the sender of the team mail and the visitor's reply.
 * - LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, together: a signed POST of each submission.
 * - LEADS_NOTIFY: `off` sends nothing and queues nothing (a staging copy, a load test); default `on`.
 * - LEADS_RETENTION_DAYS: how long submissions are kept (730); a daily job erases older ones.
 * - INTAKE_RATE_LIMIT_STAFF: the staff API's limit per client (`120:0.5`, 120 a minute).
 * - FIREBASE_AUTH_EMULATOR_HOST: the staff sign in against the Auth emulator (FIREBASE_PROJECT_ID, or the
 *   demo project, names the project); without either, the staff API answers 503.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');

/** At most `max` requests from one client in each window of `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Contact, feedback and orders together. */
  forms: WindowLimit;
  vitals: WindowLimit;
  /** The staff API, apart from the forms: a desk makes a few requests a view. */
  staff: WindowLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Twenty a minute (a family or an FPO office behind one address): one every 3 s on average.
  forms: { max: 20, windowMs: 60_000 },
  vitals: { max: 30, windowMs: 30_000 },
  staff: { max: 120, windowMs: 60_000 },
};

type StoreConfig = { kind: 'file'; dataDir: string } | { kind: 'firestore'; projectId: string };

interface IntakeConfig {
  store: StoreConfig;
  rateLimits: RateLimits;
  cors: CorsOptions;
  retentionDays: number;
  /** The Firebase project whose accounts sign in to the staff API; undefined, the staff API answers 503. */
  staffProjectId: string | undefined;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** How long submissions are kept before the daily job erases them: LEADS_RETENTION_DAYS, whole days, at least 1. */
export function retentionDaysFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) throw new ConfigError(`LEADS_RETENTION_DAYS must be a whole number of days, at least 1 (got "${value}")`);
  return days;
}

/**
 * `CAPACITY` or `CAPACITY:SECONDS_PER_TOKEN`: CAPACITY requests per window of CAPACITY × SECONDS_PER_TOKEN
 * seconds (the average pace is one request per SECONDS_PER_TOKEN). Without the seconds, the default pace.
 */
export function parseRateLimit(name: string, value: string | undefined, fallback: WindowLimit): WindowLimit {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*(?::\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  const max = Number(match?.[1]);
  const seconds = match?.[2] === undefined ? fallback.windowMs / fallback.max / 1000 : Number(match[2]);
  if (!match || !(max >= 1) || !(seconds > 0)) {
    throw new ConfigError(`${name} must be CAPACITY or CAPACITY:SECONDS_PER_TOKEN (e.g. 5:12), got "${value}"`);
  }
  return { max, windowMs: Math.round(max * seconds * 1000) };
}

/**
 * INTAKE_TRUST_PROXY: the number of proxies in front whose X-Forwarded-For entries are believed, or
 * unset/`false` for none. Behind Firebase Hosting → Cloud Run it is 2 (Hosting, then Cloud Run's front
 * end, each append one address). `true` is refused: it would believe an address any client can forge.
 */
export function trustProxyFromEnv(value: string | undefined): false | number {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 1) throw new ConfigError(`INTAKE_TRUST_PROXY must be false or the number of proxy hops in front (e.g. 2), got "${value}"`);
  return hops;
}

export function storeConfigFromEnv(env: Env): StoreConfig {
  const dataDir = path.resolve(env.INTAKE_DATA_DIR || DEFAULT_DATA_DIR);
  const firestoreConfigured = Boolean(env.FIREBASE_PROJECT_ID || env.FIRESTORE_EMULATOR_HOST);
  const projectId = env.FIREBASE_PROJECT_ID || EMULATOR_PROJECT_ID;
  switch (env.INTAKE_STORE || undefined) {
    case undefined:
      return firestoreConfigured ? { kind: 'firestore', projectId } : { kind: 'file', dataDir };
    case 'file':
      return { kind: 'file', dataDir };
    case 'firestore':
      if (!firestoreConfigured) throw new ConfigError('INTAKE_STORE=firestore needs FIREBASE_PROJECT_ID (with credentials) or FIRESTORE_EMULATOR_HOST');
      return { kind: 'firestore', projectId };
    default:
      throw new ConfigError(`INTAKE_STORE must be "file" or "firestore", got "${env.INTAKE_STORE}"`);
  }
}

export function intakeConfigFromEnv(env: Env = process.env): IntakeConfig {
  const extra = (env.INTAKE_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return originOf(origin);
      } catch {
        throw new ConfigError(`INTAKE_ALLOWED_ORIGINS: "${origin}" is not an origin`);
      }
    });
  return {
    store: storeConfigFromEnv(env),
    rateLimits: {
      forms: parseRateLimit('INTAKE_RATE_LIMIT_FORMS', env.INTAKE_RATE_LIMIT_FORMS, DEFAULT_RATE_LIMITS.forms),
      vitals: parseRateLimit('INTAKE_RATE_LIMIT_VITALS', env.INTAKE_RATE_LIMIT_VITALS, DEFAULT_RATE_LIMITS.vitals),
      staff: parseRateLimit('INTAKE_RATE_LIMIT_STAFF', env.INTAKE_RATE_LIMIT_STAFF, DEFAULT_RATE_LIMITS.staff),
    },
    cors: { allowedOrigins: [originOf(siteUrl), ...extra], allowLocalhost: env.NODE_ENV !== 'production' },
    retentionDays: retentionDaysFromEnv(env.LEADS_RETENTION_DAYS),
    staffProjectId: env.FIREBASE_PROJECT_ID || (env.FIREBASE_AUTH_EMULATOR_HOST ? EMULATOR_PROJECT_ID : undefined),
  };
}

/** The staff API's sign-in check, for the configured project; undefined without one. */
export function staffAuthOf(config: Pick<IntakeConfig, 'staffProjectId'>): StaffAuth | undefined {
  return config.staffProjectId ? new FirebaseStaffAuth(config.staffProjectId) : undefined;
}

/** Everything the intake routes need, from the environment (what `npm start` and main.ts use). */
export function intakeOptionsFromEnv(env: Env = process.env): { store: LeadStore; cors: CorsOptions; rateLimits: RateLimits; retentionDays: number; staff: StaffAuth | undefined } {
  const config = intakeConfigFromEnv(env);
  return { store: createStore(config.store), cors: config.cors, rateLimits: config.rateLimits, retentionDays: config.retentionDays, staff: staffAuthOf(config) };
}

/** The store a configuration names. Opens nothing yet: files and connections open on first use. */
export function createStore(config: StoreConfig): LeadStore {
  return config.kind === 'file' ? new FileStore({ dataDir: config.dataDir }) : new FirestoreStore({ projectId: config.projectId });
}

/** The sender when MAIL_FROM is not set: the brand, at the domain of its public address. */
export const DEFAULT_MAIL_FROM = `${site.brand} website <no-reply@${site.email.split('@')[1]}>`;

export interface NotifyConfig {
  /** LEADS_NOTIFY=off: records owe no notification and no mail is sent (a staging copy, a load test). */
  off: boolean;
  /** Undefined: no SMTP server named; `npm start` runs a local mailbox, and production refuses to start. */
  smtpUrl: string | undefined;
  from: string;
  webhook: WebhookConfig | undefined;
}

/** SMTP_URL, MAIL_FROM, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, checked: a half-set webhook is an error, not a silent no. */
export function notifyConfigFromEnv(env: Env = process.env): NotifyConfig {
  const notify = env.LEADS_NOTIFY?.trim() || 'on';
  if (notify !== 'on' && notify !== 'off') throw new ConfigError(`LEADS_NOTIFY must be on or off, got "${notify}"`);
  const off = notify === 'off';
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}"`);
  if (!smtpUrl && !off && env.NODE_ENV === 'production') throw new ConfigError('SMTP_URL is required in production: without it no lead reaches the team');
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!/@[^@\s>]+>?$/.test(from)) throw new ConfigError(`MAIL_FROM must be an address ("Name <leads@example.in>"), got "${from}"`);
  const url = env.LEADS_WEBHOOK_URL?.trim() || undefined;
  const secret = env.LEADS_WEBHOOK_SECRET?.trim() || undefined;
  if (Boolean(url) !== Boolean(secret)) throw new ConfigError('LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together: set both, or neither');
  if (url && !/^https?:\/\//.test(url)) throw new ConfigError(`LEADS_WEBHOOK_URL must be an http(s) URL, got "${url}"`);
  if (secret && secret.length < 16) throw new ConfigError('LEADS_WEBHOOK_SECRET must be at least 16 characters');
  return { off, smtpUrl, from, webhook: url && secret ? { url, secret } : undefined };
}

/**
 * The intake's notifications, ready to use: mail over SMTP_URL, or, without it, through a local mailbox
 * started here (returned, so the server can show it and close it).
 */
export async function notifyOptionsFromEnv(env: Env = process.env): Promise<{ notify: NotifyOptions | undefined; mailbox: DevMailbox | undefined }> {
  const config = notifyConfigFromEnv(env);
  if (config.off) return { notify: undefined, mailbox: undefined };
  const mailbox = config.smtpUrl ? undefined : await startDevMailbox();
  const smtpUrl = config.smtpUrl ?? mailbox!.smtpUrl;
  return { notify: { mailer: smtpMailer(smtpUrl), routing: loadRouting(), from: config.from, siteUrl: originOf(siteUrl), webhook: config.webhook }, mailbox };
}
