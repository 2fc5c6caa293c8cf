import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { isStaffRole, type StaffRole } from './roles';

/** A signed-in member of the staff, as their verified ID token says. */
export interface StaffMember {
  uid: string;
  email: string;
  role: StaffRole;
}

/** Why a token was refused: none of its holder's business beyond "sign in again". */
export class InvalidToken extends Error {
  override name = 'InvalidToken';
}

/** Checks a Firebase ID token: the member, `not-staff` for a valid account without a role, or InvalidToken. */
export interface StaffAuth {
  verify(idToken: string): Promise<StaffMember | 'not-staff'>;
  close(): Promise<void>;
}

/**
 * firebase-admin's Auth for one project, in an app of its own: the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set (the SDK reads it), else Google's, with Application Default
 * Credentials. Imported when first called, so a process that never needs it never loads it.
 */
export async function openAdminAuth(projectId: string): Promise<{ auth: Auth; close: () => Promise<void> }> {
  const { initializeApp, applicationDefault, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const emulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const app = initializeApp(emulator ? { projectId } : { projectId, credential: applicationDefault() }, `staff-${randomUUID()}`);
  return { auth: getAuth(app), close: () => deleteApp(app) };
}

/** The staff API's check of ID tokens, against one project's accounts. */
export class FirebaseStaffAuth implements StaffAuth {
  private opened: ReturnType<typeof openAdminAuth> | undefined;

  constructor(private readonly projectId: string) {}

  async verify(idToken: string): Promise<StaffMember | 'not-staff'> {
    this.opened ??= openAdminAuth(this.projectId);
    const { auth } = await this.opened;
    let decoded;
    try {
      // Revocation is checked too: `npm run staff -- remove` or a new role ends every session at once.
      decoded = await auth.verifyIdToken(idToken, true);
    } catch (error) {
      // The token's fault (malformed, expired, revoked, its user disabled or gone): sign in again. Anything
      // else (Google's keys out of reach) is the server's, and answers 503.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error') throw new InvalidToken(code);
      throw error;
    }
    const role: unknown = decoded.role;
    if (!isStaffRole(role) || !decoded.email) return 'not-staff';
    return { uid: decoded.uid, email: decoded.email, role };
  }

  /** Releases the admin app; a later verify opens a new one (a test may reuse the checker). */
  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = undefined;
    if (opened) await (await opened).close();
  }
}
