import { registerDevMailbox, MAILBOX_PATH } from '../leads/dev-mailbox';
import { createStore, intakeConfigFromEnv, notifyOptionsFromEnv, staffAuthOf, trustProxyFromEnv } from './config';
import { buildIntakeServer } from './server';
import { deskOptionsFromEnv } from '../staff/desk-config';
import { StoreUnavailable } from './store';

/**
 * The intake API on its own (`npm run serve:intake`, the container): no static site.
 * Env: PORT (3000), HOST (127.0.0.1; the Dockerfile sets 0.0.0.0 and 8080), LOG_LEVEL (info),
 * INTAKE_TRUST_PROXY (no proxy; the Dockerfile sets the hops of Firebase Hosting → Cloud Run), and the
 * intake variables that config.ts reads (SMTP_URL is required in production). It starts only once it has
 * proved it can write its store.
 */
async function main() {
  const config = intakeConfigFromEnv();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const store = createStore(config.store);
  await store.probe();
  const { notify, mailbox } = await notifyOptionsFromEnv();
  const app = await buildIntakeServer({
    store,
    cors: config.cors,
    rateLimits: config.rateLimits,
    retentionDays: config.retentionDays,
    staff: staffAuthOf(config),
    desk: deskOptionsFromEnv(),
    notify,
    logger: true,
    trustProxy: trustProxyFromEnv(process.env.INTAKE_TRUST_PROXY),
  });
  if (mailbox) {
    await registerDevMailbox(app, mailbox);
    app.addHook('onClose', () => mailbox.close());
  }
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
  if (mailbox) app.log.info(`No SMTP_URL: mail goes to the local mailbox, http://${host}:${port}${MAILBOX_PATH}`);
}

main().catch((error: unknown) => {
  // One clear line for the operator: what cannot be written, or what is misconfigured.
  console.error(error instanceof StoreUnavailable || (error instanceof Error && error.name === 'ConfigError') ? `intake: ${error.message}` : error);
  process.exit(1);
});
