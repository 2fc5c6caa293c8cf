import path from 'node:path';
import { siteUrl } from '../../lib/env';
import { originOf, type CorsOptions } from './cors';
import { FileStore } from './file-store';
import { FirestoreStore } from './firestore-store';
import type { BucketLimit } from './rate-limit';
import type { LeadStore } from './store';

/**
 * The intake's configuration, read from the environment once at start (README, "Configuration"):
 *
 * - INTAKE_STORE: `file` or `firestore`; unset picks Firestore when FIREBASE_PROJECT_ID or
 *   FIRESTORE_EMULATOR_HOST is set, else the file store.
 * - INTAKE_DATA_DIR: the file store's directory (default `<repo>/data`).
 * - INTAKE_RATE_LIMIT_FORMS / INTAKE_RATE_LIMIT_VITALS: `CAPACITY` or `CAPACITY:SECONDS_PER_TOKEN`
 *   (defaults `5:12` and `30:1`).
 * - INTAKE_ALLOWED_ORIGINS: comma-separated extra origins beside SITE_URL's.
 */

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');
export const EMULATOR_PROJECT_ID = 'demo-site';

export interface RateLimits {
  /** Contact and feedback together. */
  forms: BucketLimit;
  vitals: BucketLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Twenty in a burst (a family or an FPO office behind one address), then one every 3 s.
  forms: { capacity: 20, refillMs: 3_000 },
  vitals: { capacity: 30, refillMs: 1_000 },
};

export type StoreConfig = { kind: 'file'; dataDir: string } | { kind: 'firestore'; projectId: string };

export interface IntakeConfig {
  store: StoreConfig;
  rateLimits: RateLimits;
  cors: CorsOptions;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseRateLimit(name: string, value: string | undefined, fallback: BucketLimit): BucketLimit {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*(?::\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  const capacity = Number(match?.[1]);
  const seconds = match?.[2] === undefined ? fallback.refillMs / 1000 : Number(match[2]);
  if (!match || !(capacity >= 1) || !(seconds > 0)) {
    throw new ConfigError(`${name} must be CAPACITY or CAPACITY:SECONDS_PER_TOKEN (e.g. 5:12), got "${value}"`);
  }
  return { capacity, refillMs: seconds * 1000 };
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
    },
    cors: { allowedOrigins: [originOf(siteUrl), ...extra], allowLocalhost: env.NODE_ENV !== 'production' },
  };
}

/** Everything the intake routes need, from the environment (what `npm start` and main.ts use). */
export function intakeOptionsFromEnv(env: Env = process.env): { store: LeadStore; cors: CorsOptions; rateLimits: RateLimits } {
  const config = intakeConfigFromEnv(env);
  return { store: createStore(config.store), cors: config.cors, rateLimits: config.rateLimits };
}

/** The store a configuration names. Opens nothing yet: files and connections open on first use. */
export function createStore(config: StoreConfig): LeadStore {
  return config.kind === 'file' ? new FileStore({ dataDir: config.dataDir }) : new FirestoreStore({ projectId: config.projectId });
}
