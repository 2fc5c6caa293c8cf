import { fork } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { withoutKeptChildren } from './payload/kept-children';
import { withoutPayloadCss } from './payload/stylesheet-copies';
import { unlessLeftOut } from './rewrite-flags';

/*
 * After `next build`, each exported document's React payload loses what the page never reads from it: the
 * copies of the stylesheet its head already holds (scripts/payload/stylesheet-copies.ts) and the children of
 * the content it keeps as prerendered (scripts/payload/kept-children.ts). Only HTML documents change; the
 * payload files fetched on client-side navigation keep everything.
 */

/** A document's HTML with both trims made. */
export const trimDocument = (html: string) => withoutKeptChildren(withoutPayloadCss(html));

interface TrimResult {
  documents: number;
  bytesSaved: number;
  /** The documents in which a trim found nothing to take: each of Next's documents has both. */
  untouched: { stylesheetCopies: string[]; keptChildren: string[] };
}

/**
 * The guard of the build: on Next's fresh output every document has stylesheet copies and kept children to
 * trim. One without either means Next writes its payload otherwise now, and the trim would pass over it
 * silently: the build stops instead, naming them.
 */
export function untouchedDocuments({ untouched }: TrimResult): string | null {
  const lines = Object.entries(untouched)
    .filter(([, files]) => files.length > 0)
    .map(([trim, files]) => `${trim}: nothing to trim in ${files.length} documents (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''})`);
  return lines.length ? `The payload trim did not find the shape it expects in Next's output; has next or react changed? (docs/performance.md)\n${lines.join('\n')}` : null;
}

/** One share of the documents: every `count`-th of them, from the `index`-th (the whole set by default). */
interface Share {
  index: number;
  count: number;
}

/** The exported HTML documents under `outDir`, in one fixed order, so that shares of them do not overlap. */
function documentsOf(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** Every exported HTML document under `outDir` (or one share of them), rewritten in place; returns the bytes saved. */
export function trimPayloads(outDir: string, share: Share = { index: 0, count: 1 }): TrimResult {
  let documents = 0;
  let bytesSaved = 0;
  const untouched: TrimResult['untouched'] = { stylesheetCopies: [], keptChildren: [] };
  for (const [position, file] of documentsOf(outDir).entries()) {
    if (position % share.count !== share.index) continue;
    const full = path.join(outDir, file);
    const html = readFileSync(full, 'utf8');
    const withoutCss = withoutPayloadCss(html);
    const trimmed = withoutKeptChildren(withoutCss);
    if (withoutCss === html) untouched.stylesheetCopies.push(file);
    if (trimmed === withoutCss) untouched.keptChildren.push(file);
    if (trimmed === html) continue;
    writeFileSync(full, trimmed);
    documents += 1;
    bytesSaved += Buffer.byteLength(html) - Buffer.byteLength(trimmed);
  }
  return { documents, bytesSaved, untouched };
}

const SHARE_FLAG = '--share=';

/**
 * The trim of every document, with one process per core, each rewriting its share: the work is reading,
 * parsing and writing some hundreds of KB a page, all CPU, so the cores share it (13 s instead of 19 at
 * 1,000 posts on 2 cores, for the stylesheet trim alone). A child runs this file again with `--share=i/n`
 * (fork keeps tsx's loader).
 */
async function trimPayloadsOnEveryCore(outDir: string): Promise<TrimResult> {
  const count = availableParallelism();
  const shares = Array.from(
    { length: count },
    (_, index) =>
      new Promise<TrimResult>((resolve, reject) => {
        const child = fork(__filename, [outDir, `${SHARE_FLAG}${index}/${count}`]);
        let result: TrimResult | undefined;
        child.on('message', (message) => (result = message as TrimResult));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`The payload trim of share ${index + 1} of ${count} failed (exit ${code}).`))));
      }),
  );
  const results = await Promise.all(shares);
  return {
    documents: results.reduce((sum, r) => sum + r.documents, 0),
    bytesSaved: results.reduce((sum, r) => sum + r.bytesSaved, 0),
    untouched: {
      stylesheetCopies: results.flatMap((r) => r.untouched.stylesheetCopies).sort(),
      keptChildren: results.flatMap((r) => r.untouched.keptChildren).sort(),
    },
  };
}

// `tsx scripts/payload-trim.ts [OUT_DIR]`, right after `next build`.
if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'out'));
  const shareArg = process.argv.find((arg) => arg.startsWith(SHARE_FLAG));
  if (shareArg) {
    const [index, count] = shareArg.slice(SHARE_FLAG.length).split('/').map(Number);
    process.send!(trimPayloads(outDir, { index: index!, count: count! }));
  } else {
    unlessLeftOut('payload-trim', () =>
      trimPayloadsOnEveryCore(outDir).then(
        (result) => {
          const unexpected = untouchedDocuments(result);
          if (unexpected) throw new Error(unexpected);
          console.log(`Trimmed the React payload of ${result.documents} documents (${(result.bytesSaved / 1024 / 1024).toFixed(1)} MB less HTML).`);
        },
        (error: unknown) => {
          console.error(error);
          process.exitCode = 1;
        },
      ),
    );
  }
}
