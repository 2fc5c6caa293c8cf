import type { Auth, UserRecord } from 'firebase-admin/auth';
import { isStaffRole, STAFF_ROLES, type StaffRole } from './roles';

/**
 * The staff's accounts, managed with firebase-admin (what `npm run staff` runs): a role is the custom
 * claim `role`. Every change of role revokes the account's sessions, so the staff API (which checks
 * revocation) stops honouring the old role at once; the member signs in again and carries the new one.
 */

export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

/** One change to the staff, as its log line says it: who, what, and the role before and after. */
export interface StaffChange {
  action: 'add' | 'role' | 'remove';
  email: string;
  uid: string;
  before: StaffRole | null;
  after: StaffRole | null;
  /** `add` of an address with no account yet: the account was created, to be claimed by the invitation. */
  created?: boolean;
  /** `add`: the link that lets the new member set their password (Google sign-in with the address works too). */
  invitation?: string;
}

const roleOf = (user: UserRecord): StaffRole | null => {
  const role: unknown = user.customClaims?.role;
  return isStaffRole(role) ? role : null;
};

function checkedRole(role: string | undefined): StaffRole {
  if (!isStaffRole(role)) throw new StaffAccountError(`the role must be one of ${STAFF_ROLES.join(', ')}, got "${role ?? ''}"`);
  return role;
}

function checkedEmail(email: string | undefined): string {
  const trimmed = email?.trim().toLowerCase() ?? '';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(trimmed)) throw new StaffAccountError(`an email address is needed, got "${email ?? ''}"`);
  return trimmed;
}

async function existing(auth: Auth, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

async function setRole(auth: Auth, user: UserRecord, role: StaffRole | null): Promise<void> {
  const claims = { ...(user.customClaims ?? {}) };
  if (role) claims.role = role;
  else delete claims.role;
  await auth.setCustomUserClaims(user.uid, claims);
  await auth.revokeRefreshTokens(user.uid);
}

/** Gives an address a role: its account, or a new one with an invitation to set a password. */
export async function addStaff(auth: Auth, emailArg: string | undefined, roleArg: string | undefined): Promise<StaffChange> {
  const email = checkedEmail(emailArg);
  const role = checkedRole(roleArg);
  const found = await existing(auth, email);
  const user = found ?? (await auth.createUser({ email, emailVerified: false, disabled: false }));
  await setRole(auth, user, role);
  const invitation = found ? undefined : await auth.generatePasswordResetLink(email);
  return { action: 'add', email, uid: user.uid, before: found ? roleOf(found) : null, after: role, ...(found ? {} : { created: true }), ...(invitation ? { invitation } : {}) };
}

/** Changes the role of a member of the staff. */
export async function changeRole(auth: Auth, emailArg: string | undefined, roleArg: string | undefined): Promise<StaffChange> {
  const email = checkedEmail(emailArg);
  const role = checkedRole(roleArg);
  const user = await existing(auth, email);
  if (!user || !roleOf(user)) throw new StaffAccountError(`${email} is not on the staff: add them first`);
  await setRole(auth, user, role);
  return { action: 'role', email, uid: user.uid, before: roleOf(user), after: role };
}

/** Takes the role away (the account stays, with no staff access) and ends its sessions. */
export async function removeStaff(auth: Auth, emailArg: string | undefined): Promise<StaffChange> {
  const email = checkedEmail(emailArg);
  const user = await existing(auth, email);
  if (!user || !roleOf(user)) throw new StaffAccountError(`${email} is not on the staff`);
  await setRole(auth, user, null);
  return { action: 'remove', email, uid: user.uid, before: roleOf(user), after: null };
}

/** Every account with a staff role, by email. */
export async function listStaff(auth: Auth): Promise<Array<{ email: string; role: StaffRole; uid: string }>> {
  const staff: Array<{ email: string; role: StaffRole; uid: string }> = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const role = roleOf(user);
      if (role && user.email) staff.push({ email: user.email, role, uid: user.uid });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return staff.sort((a, b) => a.email.localeCompare(b.email));
}
