import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { firebaseWebConfig } from '@/lib/live/config';

/**
 * The desk's Firebase Authentication, from the build's public web config (NEXT_PUBLIC_FIREBASE_*), and
 * the Auth emulator when NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST names one (`npm run desk`, the tests).
 * Undefined when the build has no Firebase project: the desk then says what to set.
 */
const authDomain = process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || undefined;
const emulatorHost = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined;

let auth: Auth | undefined;

export function deskAuth(): Auth | undefined {
  if (!firebaseWebConfig) return undefined;
  if (auth) return auth;
  const app =
    getApps().find((one) => one.name === 'desk') ??
    initializeApp({ apiKey: firebaseWebConfig.apiKey, projectId: firebaseWebConfig.projectId, appId: firebaseWebConfig.appId, authDomain }, 'desk');
  auth = getAuth(app);
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}
