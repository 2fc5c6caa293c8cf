import path from 'node:path';
import { EMULATOR_PROJECT_ID } from '@/lib/constants';
import { openOwnFirestore } from '@/lib/content/firestore';
import { addStaff } from '@/server/staff/accounts';
import { openAdminAuth } from '@/server/staff/auth';
import type { StaffRole } from '@/server/staff/roles';
import { pushContent } from './content/sync';

/**
 * What `npm run desk` and the desk's browser tests set up on the emulators: the content of content/ in
 * Firestore (the collections the build reads), and a demo member of the staff for each role that uses the
 * desk, with a password, so anyone can sign in and try it. Emulators only: nothing here touches a real project.
 */
export const DEMO_PASSWORD = 'try-the-desk-offline';
export const DEMO_MEMBERS: ReadonlyArray<{ email: string; role: StaffRole }> = [
  { email: 'editor@example.in', role: 'editor' },
  { email: 'publisher@example.in', role: 'publisher' },
  { email: 'sales@example.in', role: 'sales' },
];

/** The environment a build and a server need to use the emulators, the desk's sign-in included. */
export function deskEnvironment(firestoreHost: string, authHost: string): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    // The emulator takes any key; a real project's is public (it only names the project).
    NEXT_PUBLIC_FIREBASE_API_KEY: 'emulator',
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: authHost,
    NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: firestoreHost,
  };
}

export async function loadDesk({ contentDir = path.join(process.cwd(), 'content'), log = console.log }: { contentDir?: string; log?: (line: string) => void } = {}): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error('loadDesk works on the emulators only: set FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST');
  const firestore = await openOwnFirestore(EMULATOR_PROJECT_ID, 'desk-load');
  try {
    await pushContent({ dir: contentDir, db: firestore.db, log });
  } finally {
    await firestore.close();
  }
  const admin = await openAdminAuth(EMULATOR_PROJECT_ID);
  try {
    for (const { email, role } of DEMO_MEMBERS) {
      await admin.auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true }).catch((error: { code?: string }) => {
        if (error.code !== 'auth/email-already-exists') throw error;
      });
      await addStaff(admin.auth, email, role);
    }
  } finally {
    await admin.close();
  }
}
