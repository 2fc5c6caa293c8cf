import { parseArgs } from 'node:util';
import { createStore, intakeConfigFromEnv } from '../server/intake/config';
import { leadsCsv, submissionsOf } from '../server/leads/export';
import { FORMS, type Form } from '../server/leads/forms';

/**
 * `npm run leads:export -- [--since YYYY-MM-DD] [--form brochure|contact|order|feedback]`: every submission
 * of the intake's store (the file store, or Firestore when configured, as the intake picks it) as CSV on
 * standard output, oldest first. `--since` is a date in IST, counted from its midnight.
 */
function fail(message: string): never {
  console.error(`leads:export: ${message}`);
  process.exit(2);
}

async function main() {
  const { values } = parseArgs({ options: { since: { type: 'string' }, form: { type: 'string' } } });
  if (values.form !== undefined && !(FORMS as readonly string[]).includes(values.form)) fail(`--form must be one of ${FORMS.join(', ')}, got "${values.form}"`);
  if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) fail(`--since must be a date, YYYY-MM-DD, got "${values.since}"`);
  const since = values.since === undefined ? undefined : new Date(`${values.since}T00:00:00+05:30`);
  if (since && Number.isNaN(since.getTime())) fail(`--since is not a date: "${values.since}"`);
  const form = values.form as Form | undefined;

  const store = createStore(intakeConfigFromEnv().store);
  try {
    const records = await submissionsOf(store, { form, since: since?.toISOString() });
    process.stdout.write(leadsCsv(records));
    console.error(`leads:export: ${records.length} submissions from the ${store.kind} store`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
