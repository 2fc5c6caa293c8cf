import type { AddressInfo } from 'node:net';
import { buildServer } from '@/server/app';
import { MemoryStore } from '@/server/intake/memory-store';
import { RATE_LIMIT_HEADROOM } from '@/tests/support/rate-limit-headroom';

export interface LocalSite {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * The exported site served by the project's own server (server/app.ts, what `npm start` runs), so clean
 * URLs, the trailing-slash redirects, the 404 pages and the headers behave as in production. It listens
 * on a free loopback port; the intake beside it keeps anything in memory, since a check writes nothing,
 * and lets the one loopback client post as often as a check or a benchmark needs.
 */
export async function serveSite(outDir: string): Promise<LocalSite> {
  const store = new MemoryStore();
  const app = await buildServer({ outDir, intake: { store, cors: { allowedOrigins: [], allowLocalhost: true }, rateLimits: RATE_LIMIT_HEADROOM } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
