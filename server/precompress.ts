import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from './static-site';

const COMPRESSIBLE = /\.(html|js|css|svg|txt|xml|json|webmanifest|map)$/;

/** Writes .br and .gz twins of every text file in out/, once per build, so requests cost no CPU. */
export function precompress(outDir: string): number {
  let count = 0;
  for (const rel of listFiles(outDir)) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const file = path.join(outDir, rel);
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
