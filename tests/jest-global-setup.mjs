import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/*
 * Components that draw long-form text inline the prose stylesheet, which the build compiles before
 * `next build` (scripts/prose-styles.ts) into a git-ignored file. The tests compile it first too, so that
 * they pass on a fresh clone and always read the stylesheet of the current app/prose.css.
 */
export default function compileProseStyles() {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  execFileSync(process.execPath, [tsx, 'scripts/prose-styles.ts'], { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'pipe' });
}
