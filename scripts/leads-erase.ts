import { parseArgs } from 'node:util';
import { createStore, intakeConfigFromEnv } from '../server/intake/config';
import { erasePerson, type Person } from '../server/intake/erasure';
import { askIntakeToErase } from '../server/intake/erasure-socket';

/**
 * `npm run leads:erase -- --email X | --phone Y`: erases every record about one person, with the
 * notifications it owes, from the intake's store (the file store, or Firestore when configured, as the
 * intake picks it). On the file store, an intake running on the same directory does it (it holds the files);
 * with none running, this command does. It prints, and logs, when and how many: never what was erased.
 */
function fail(message: string): never {
  console.error(`leads:erase: ${message}`);
  process.exit(2);
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, phone: { type: 'string' } } });
  const person: Person = { email: values.email?.trim() || undefined, phone: values.phone?.trim() || undefined };
  if (!person.email && !person.phone) fail('name the person: --email ADDRESS or --phone NUMBER');
  if (person.phone && person.phone.replace(/\D/g, '').length < 6) fail('--phone needs at least 6 digits');

  const config = intakeConfigFromEnv().store;
  const byIntake = config.kind === 'file' ? await askIntakeToErase(config.dataDir, person) : undefined;
  let erased = byIntake;
  let by = 'the running intake';
  if (!erased) {
    const store = createStore(config);
    by = `the ${store.kind} store`;
    try {
      erased = await erasePerson(store, person);
    } finally {
      await store.close();
    }
  }
  // The log line of an erasure: when, and how many; never what the records held.
  console.log(JSON.stringify({ at: new Date().toISOString(), event: 'erasure', by, records: erased.records, notifications: erased.notifications }));
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
