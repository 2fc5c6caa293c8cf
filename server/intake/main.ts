import { createStore, intakeConfigFromEnv } from './config';
import { buildIntakeServer } from './server';

/**
 * The intake API on its own (`npm run serve:intake`, the container): no static site.
 * Env: PORT (3000), HOST (127.0.0.1; the Dockerfile sets 0.0.0.0 and 8080), LOG_LEVEL (info),
 * INTAKE_TRUST_PROXY (true, or the number of proxies in front), and the intake variables that
 * config.ts reads (INTAKE_STORE, INTAKE_DATA_DIR, INTAKE_RATE_LIMIT_FORMS, INTAKE_RATE_LIMIT_VITALS,
 * INTAKE_ALLOWED_ORIGINS, SITE_URL, FIREBASE_PROJECT_ID, FIRESTORE_EMULATOR_HOST).
 */

function trustProxyFromEnv(value: string | undefined): boolean | number {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`INTAKE_TRUST_PROXY must be true, false or a number of hops, got "${value}"`);
  return hops;
}

async function main() {
  const config = intakeConfigFromEnv();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const store = createStore(config.store);
  const app = await buildIntakeServer({ store, cors: config.cors, rateLimits: config.rateLimits, logger: true, trustProxy: trustProxyFromEnv(process.env.INTAKE_TRUST_PROXY) });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Closing waits for pending appends: nothing acknowledged is lost on a normal stop.
      void app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port, host });
  app.log.info({ store: store.kind, forms: config.rateLimits.forms, vitals: config.rateLimits.vitals }, 'intake ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
