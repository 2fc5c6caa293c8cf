import { userInfo } from 'node:os';
import { intakeConfigFromEnv } from '../server/intake/config';
import { openAdminAuth } from '../server/staff/auth';
import { addStaff, changeRole, listStaff, removeStaff, StaffAccountError } from '../server/staff/accounts';
import { STAFF_ROLES } from '../server/staff/roles';

/**
 * `npm run staff -- add EMAIL ROLE | role EMAIL ROLE | remove EMAIL | list`: the staff's accounts and
 * roles in the Firebase project the intake signs staff in with (FIREBASE_PROJECT_ID with Application
 * Default Credentials, or the Auth emulator at FIREBASE_AUTH_EMULATOR_HOST). Each change prints one JSON
 * line: when, who ran it, what changed.
 */
const USAGE = `usage: npm run staff -- add EMAIL ROLE | role EMAIL ROLE | remove EMAIL | list   (ROLE: ${STAFF_ROLES.join(', ')})`;

function fail(message: string): never {
  console.error(`staff: ${message}`);
  process.exit(2);
}

async function main() {
  const [command, email, role, ...rest] = process.argv.slice(2);
  if (!command || rest.length > 0) fail(USAGE);
  const { staffProjectId } = intakeConfigFromEnv();
  if (!staffProjectId) fail('no Firebase project: set FIREBASE_PROJECT_ID (with credentials), or FIREBASE_AUTH_EMULATOR_HOST');
  const { auth, close } = await openAdminAuth(staffProjectId);
  try {
    if (command === 'list') {
      for (const member of await listStaff(auth)) console.log(`${member.email}\t${member.role}`);
      return;
    }
    const change =
      command === 'add'
        ? await addStaff(auth, email, role)
        : command === 'role'
          ? await changeRole(auth, email, role)
          : command === 'remove' && role === undefined
            ? await removeStaff(auth, email)
            : fail(USAGE);
    console.log(JSON.stringify({ at: new Date().toISOString(), event: 'staff', by: userInfo().username, project: staffProjectId, ...change }));
  } finally {
    await close();
  }
}

main().catch((error: unknown) => fail(error instanceof StaffAccountError || error instanceof Error ? error.message : String(error)));
