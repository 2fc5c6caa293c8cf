import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { firebaseWebConfig } from '@/lib/live/config';

/**
 * The desk's Firebase Authentication, the one module of the desk that speaks to Firebase: the sign-in
 * service from the build's public web config (NEXT_PUBLIC_FIREBASE_*), and the Auth emulator when
 * NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST names one (`npm run desk`, the tests); signing in and out; the
 * signed-in member, whose ID token the staff API checks.
 */

export type DeskAuth = Auth;
export type StaffUser = User;
const authDomain = process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || undefined;
const emulatorHost = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined;

let auth: Auth | undefined;

/** Undefined when the build has no Firebase project: the desk then says what to set. */
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

/** Calls `onChange` with the signed-in member (null when signed out) now and on every change; returns the unsubscribe. */
export const watchStaffUser = (desk: Auth, onChange: (user: User | null) => void) => onAuthStateChanged(desk, onChange);

export const signOutOfDesk = (desk: Auth) => signOut(desk);

/** An invited account's email and password. */
export const signInWithPassword = (desk: Auth, email: string, password: string) => signInWithEmailAndPassword(desk, email, password);

/** Google, with the address the account was invited with. */
export const signInWithGoogle = (desk: Auth) => signInWithPopup(desk, new GoogleAuthProvider());

export const sendPasswordReset = (desk: Auth, email: string) => sendPasswordResetEmail(desk, email);
