import path from 'node:path';
import { EMULATOR_PROJECT_ID } from '@/lib/constants';
import { openFirestore } from '@/lib/content/firestore';
import { ContentError } from '@/lib/content/schema';
import { pullContent, pushContent } from './sync';

/**
 * `npm run content:push` and `npm run content:pull` (flags: --dry-run, --prune). Against the emulator when
 * FIRESTORE_EMULATOR_HOST is set, else against FIREBASE_PROJECT_ID with Application Default Credentials.
 */
const USAGE = 'Usage: tsx scripts/content/cli.ts push|pull [--dry-run] [--prune]';

async function main(): Promise<number> {
  const [command, ...flags] = process.argv.slice(2);
  const unknown = flags.filter((flag) => !['--dry-run', '--prune'].includes(flag));
  if ((command !== 'push' && command !== 'pull') || unknown.length) {
    console.error(unknown.length ? `Unknown option ${unknown.join(' ')}. ${USAGE}` : USAGE);
    return 2;
  }
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = process.env.FIREBASE_PROJECT_ID || (emulator ? EMULATOR_PROJECT_ID : undefined);
  if (!projectId) {
    console.error('Set FIRESTORE_EMULATOR_HOST (the emulator) or FIREBASE_PROJECT_ID (a real project, with Application Default Credentials).');
    return 2;
  }
  const db = await openFirestore(projectId, 'content-sync');
  const options = { dir: path.join(process.cwd(), 'content'), db, dryRun: flags.includes('--dry-run'), prune: flags.includes('--prune') };
  console.log(`${command === 'push' ? 'content/ → Firestore' : 'Firestore → content/'} (project ${projectId}${emulator ? `, emulator ${emulator}` : ''})`);
  try {
    await (command === 'push' ? pushContent(options) : pullContent(options));
    return 0;
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`Stopped, nothing written: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.terminate();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
