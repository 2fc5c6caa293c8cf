import { loadRules, startEmulator, stopEmulator } from '@/tests/support/firestore-emulator';
import { startAuthEmulator, stopAuthEmulator } from '@/tests/support/auth-emulator';
import { startFailure, startSite } from '@/server/start';
import { DEMO_MEMBERS, DEMO_PASSWORD, deskEnvironment, loadDesk } from './desk-setup';

/**
 * `npm run desk`: the whole desk, offline. The Firestore emulator (with firestore.rules) and the Auth
 * emulator start, content/ is loaded into Firestore, a demo editor, publisher and sales member are made,
 * and the site is built from Firestore and served with the desk at /desk/. Publishing rebuilds and serves
 * the site. Ctrl-C stops everything; the emulators keep nothing.
 * Env: FIRESTORE_EMULATOR_PORT (8080) and FIREBASE_AUTH_EMULATOR_PORT (9099): fixed, so the build, which
 * names them, is not redone at every start; PORT (3000) as npm start.
 */
async function main() {
  const [firestore, auth] = await Promise.all([
    startEmulator(Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080)),
    startAuthEmulator(Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099)),
  ]);
  const stop = () => void Promise.all([stopEmulator(firestore), stopAuthEmulator(auth)]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await loadRules(firestore.host);
    Object.assign(process.env, deskEnvironment(firestore.host, auth.host));
    await loadDesk({ log: () => undefined });
    await startSite({ build: true });
    console.log(`\nThe desk: http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3000}/desk/`);
    console.log(`Sign in with any of these (password: ${DEMO_PASSWORD}):`);
    for (const { email, role } of DEMO_MEMBERS) console.log(`  ${email.padEnd(24)} ${role}`);
    console.log('Ctrl-C stops the site and the emulators; what was published is not kept.');
  } catch (error) {
    console.error(startFailure('npm run desk', error));
    await Promise.all([stopEmulator(firestore), stopAuthEmulator(auth)]);
    process.exit(1);
  }
}

void main();
