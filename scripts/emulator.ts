import { EMULATOR_PROJECT, loadRules, startEmulator, stopEmulator } from '@/tests/support/firestore-emulator';

/**
 * `npm run emulator`: the Firestore emulator on 127.0.0.1:8080 (FIRESTORE_EMULATOR_PORT overrides) with
 * firestore.rules in force, for trying the editors' path locally. Ctrl-C stops it; its data is not kept.
 */
async function main() {
  const emulator = await startEmulator(Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080));
  await loadRules(emulator.host);
  console.log(`Firestore emulator on ${emulator.host} (project ${EMULATOR_PROJECT}), firestore.rules loaded. Ctrl-C stops it.`);
  console.log(`In another terminal: export FIRESTORE_EMULATOR_HOST=${emulator.host}`);
  const stop = () => void stopEmulator(emulator).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
