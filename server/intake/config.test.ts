/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  createStore,
  DEFAULT_DATA_DIR,
  DEFAULT_MAIL_FROM,
  DEFAULT_RATE_LIMITS,
  intakeConfigFromEnv,
  notifyConfigFromEnv,
  notifyOptionsFromEnv,
  parseRateLimit,
  storeConfigFromEnv,
  trustProxyFromEnv,
} from './config';
import { FileStore } from './file-store';
import { FirestoreStore } from './firestore-store';
import { site } from '../../content/site';

describe('intake configuration from the environment', () => {
  it('defaults to the file store under <repo>/data', () => {
    expect(storeConfigFromEnv({})).toEqual({ kind: 'file', dataDir: DEFAULT_DATA_DIR });
    expect(DEFAULT_DATA_DIR).toBe(path.resolve(__dirname, '..', '..', 'data'));
    expect(storeConfigFromEnv({ INTAKE_DATA_DIR: '/tmp/x' })).toEqual({ kind: 'file', dataDir: '/tmp/x' });
  });

  it('picks Firestore when a project or the emulator is configured, unless told otherwise', () => {
    expect(storeConfigFromEnv({ FIREBASE_PROJECT_ID: 'farm-site-prod' })).toEqual({ kind: 'firestore', projectId: 'farm-site-prod' });
    expect(storeConfigFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual({ kind: 'firestore', projectId: 'demo-site' });
    expect(storeConfigFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', INTAKE_STORE: 'file' }).kind).toBe('file');
    expect(() => storeConfigFromEnv({ INTAKE_STORE: 'firestore' })).toThrow(/needs FIREBASE_PROJECT_ID/);
    expect(() => storeConfigFromEnv({ INTAKE_STORE: 'postgres' })).toThrow(/INTAKE_STORE/);
  });

  it('creates the store it names', () => {
    expect(createStore({ kind: 'file', dataDir: '/tmp/x' })).toBeInstanceOf(FileStore);
    expect(createStore({ kind: 'firestore', projectId: 'demo-site' })).toBeInstanceOf(FirestoreStore);
  });

  it('loads no firebase module until Firestore is used', () => {
    // In a plain Node process (Jest has a module registry of its own): build the whole API, stores included.
    const script = [
      "const { buildIntakeServer } = require('./server/intake/server');",
      "const { createStore } = require('./server/intake/config');",
      "createStore({ kind: 'firestore', projectId: 'demo-site' });",
      "buildIntakeServer({ store: createStore({ kind: 'file', dataDir: require('os').tmpdir() }), cors: { allowedOrigins: [], allowLocalhost: false } })",
      '  .then((app) => app.close())',
      "  .then(() => console.log(Object.keys(require.cache).filter((f) => f.includes('firebase')).length));",
    ].join('\n');
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: path.resolve(__dirname, '..', '..'), encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.stdout.trim()).toBe('0');
  });

  it('reads rate limits as CAPACITY or CAPACITY:SECONDS_PER_TOKEN: CAPACITY requests per window of CAPACITY × SECONDS', () => {
    expect(parseRateLimit('X', undefined, DEFAULT_RATE_LIMITS.forms)).toEqual({ max: 20, windowMs: 60_000 });
    expect(parseRateLimit('X', '100000', DEFAULT_RATE_LIMITS.forms)).toEqual({ max: 100_000, windowMs: 300_000_000 });
    expect(parseRateLimit('X', '5:12', DEFAULT_RATE_LIMITS.forms)).toEqual({ max: 5, windowMs: 60_000 });
    expect(parseRateLimit('X', '10:0.5', DEFAULT_RATE_LIMITS.vitals)).toEqual({ max: 10, windowMs: 5_000 });
    for (const bad of ['0', 'lots', '5:0', '-1', '5:']) expect(() => parseRateLimit('X', bad, DEFAULT_RATE_LIMITS.forms)).toThrow(/X must be/);
  });

  it('trusts no proxy unless told the exact number of hops, and never every hop', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trustProxyFromEnv(value)).toBe(false);
    expect(trustProxyFromEnv('2')).toBe(2);
    for (const bad of ['true', '-1', '1.5', 'yes']) expect(() => trustProxyFromEnv(bad)).toThrow(/INTAKE_TRUST_PROXY/);
  });

  it('allows the site origin, extra origins, and localhost outside production', () => {
    const dev = intakeConfigFromEnv({ INTAKE_ALLOWED_ORIGINS: 'https://farm-site.web.app/, https://staging.example.in' });
    expect(dev.cors.allowedOrigins).toEqual([new URL(process.env.SITE_URL || site.url).origin, 'https://farm-site.web.app', 'https://staging.example.in']);
    expect(dev.cors.allowLocalhost).toBe(true);
    expect(intakeConfigFromEnv({ NODE_ENV: 'production' }).cors.allowLocalhost).toBe(false);
    expect(intakeConfigFromEnv({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });
});

describe('notifyConfigFromEnv', () => {
  it('sends to a local mailbox without SMTP_URL, except in production, where it refuses to start', () => {
    expect(notifyConfigFromEnv({})).toEqual({ off: false, smtpUrl: undefined, from: DEFAULT_MAIL_FROM, webhook: undefined });
    expect(() => notifyConfigFromEnv({ NODE_ENV: 'production' })).toThrow('SMTP_URL is required in production');
    expect(notifyConfigFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.in:465' }).smtpUrl).toBe('smtps://u:p@mail.example.in:465');
  });

  it('LEADS_NOTIFY=off sends and queues nothing, so production needs no SMTP server; any other value is refused', async () => {
    expect(notifyConfigFromEnv({ NODE_ENV: 'production', LEADS_NOTIFY: 'off' }).off).toBe(true);
    expect(await notifyOptionsFromEnv({ LEADS_NOTIFY: 'off' })).toEqual({ notify: undefined, mailbox: undefined });
    expect(() => notifyConfigFromEnv({ LEADS_NOTIFY: 'no' })).toThrow('LEADS_NOTIFY must be on or off, got "no"');
  });

  it('keeps submissions 730 days unless LEADS_RETENTION_DAYS says otherwise, in whole days', () => {
    expect(intakeConfigFromEnv({}).retentionDays).toBe(730);
    expect(intakeConfigFromEnv({ LEADS_RETENTION_DAYS: '365' }).retentionDays).toBe(365);
    for (const bad of ['0', '-5', '1.5', 'two years']) expect(() => intakeConfigFromEnv({ LEADS_RETENTION_DAYS: bad })).toThrow(/^LEADS_RETENTION_DAYS must be a whole number/);
  });

  it('refuses a URL that is not SMTP without echoing its password, and a sender that is not an address', () => {
    expect(() => notifyConfigFromEnv({ SMTP_URL: 'http://user:secret@mail.example.in' })).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\/, got "http:\/\/…@mail\.example\.in"$/,
    );
    expect(() => notifyConfigFromEnv({ MAIL_FROM: 'Leads desk' })).toThrow('MAIL_FROM must be an address');
  });

  it('takes the webhook only with both its URL and a secret of 16 characters or more', () => {
    expect(() => notifyConfigFromEnv({ LEADS_WEBHOOK_URL: 'https://crm.example.in/hook' })).toThrow('LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together');
    expect(() => notifyConfigFromEnv({ LEADS_WEBHOOK_URL: 'https://crm.example.in/hook', LEADS_WEBHOOK_SECRET: 'short' })).toThrow('at least 16 characters');
    expect(notifyConfigFromEnv({ LEADS_WEBHOOK_URL: 'https://crm.example.in/hook', LEADS_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).webhook).toEqual({
      url: 'https://crm.example.in/hook',
      secret: 'whsec_0123456789abcdef',
    });
  });
});
