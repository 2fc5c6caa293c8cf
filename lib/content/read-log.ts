import { appendFileSync } from 'node:fs';
import type { ContentSource } from './source';

/**
 * A source that appends one line per read to a file (CONTENT_READ_LOG), so a test or the build benchmark
 * can count how often a build reads each collection. Reads pass through unchanged.
 */
export function loggingReads(source: ContentSource, file: string): ContentSource {
  const log = (line: string) => appendFileSync(file, `${process.pid} ${line}\n`);
  return {
    name: source.name,
    list(collection, query) {
      log(`list ${collection} ${query?.categoryId ?? '*'}`);
      return source.list(collection, query);
    },
    get(collection, id) {
      log(`get ${collection} ${id}`);
      return source.get(collection, id);
    },
  };
}
