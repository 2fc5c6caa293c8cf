import { isIPv6 } from 'node:net';

/**
 * Per-client token buckets, in process. A bucket holds up to `capacity` tokens and gains one every
 * `refillMs`; each request takes one. An empty bucket answers with the whole seconds until the next token.
 *
 * Memory stays bounded: buckets that have refilled to full carry no information and are dropped by a
 * sweep (at most once per `sweepMs`), and the map never holds more than `maxClients` buckets (the least
 * recently used go first).
 */

export interface BucketLimit {
  /** Burst size: requests a fresh client may make at once. */
  capacity: number;
  /** Milliseconds to earn one token back. */
  refillMs: number;
}

export interface RateLimiterOptions extends BucketLimit {
  maxClients?: number;
  sweepMs?: number;
  now?: () => number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly refillMs: number;
  private readonly maxClients: number;
  private readonly sweepMs: number;
  private readonly now: () => number;
  private lastSweep: number;

  constructor({ capacity, refillMs, maxClients = 10_000, sweepMs = 60_000, now = Date.now }: RateLimiterOptions) {
    if (!(capacity >= 1) || !(refillMs > 0)) throw new Error(`Invalid rate limit: capacity ${capacity}, refill ${refillMs} ms`);
    this.capacity = capacity;
    this.refillMs = refillMs;
    this.maxClients = Math.max(1, maxClients);
    this.sweepMs = sweepMs;
    this.now = now;
    this.lastSweep = now();
  }

  /** Buckets currently held (for tests and metrics). */
  get size(): number {
    return this.buckets.size;
  }

  private refilled(bucket: Bucket, at: number): number {
    return Math.min(this.capacity, bucket.tokens + Math.max(0, at - bucket.updatedAt) / this.refillMs);
  }

  take(key: string): TakeResult {
    const at = this.now();
    if (at - this.lastSweep >= this.sweepMs) this.sweep(at);

    const existing = this.buckets.get(key);
    const tokens = existing ? this.refilled(existing, at) : this.capacity;
    // Re-insert so Map order is least recently used first.
    this.buckets.delete(key);
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, updatedAt: at });
      this.evictOverflow();
      return { ok: true };
    }
    this.buckets.set(key, { tokens, updatedAt: at });
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * this.refillMs) / 1000)) };
  }

  /** Drop every bucket that is full again: forgetting it changes nothing. */
  sweep(at = this.now()): void {
    this.lastSweep = at;
    for (const [key, bucket] of this.buckets) {
      if (this.refilled(bucket, at) >= this.capacity) this.buckets.delete(key);
    }
  }

  private evictOverflow(): void {
    // The least recently used bucket is the oldest, and the likeliest to be full anyway.
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxClients) break;
      this.buckets.delete(key);
    }
  }
}

/**
 * The rate-limit key of a client address. IPv4 as it is; IPv6 by its /64 network, because one device
 * (or one home) gets a whole /64 and could otherwise rotate through addresses. IPv4-mapped IPv6
 * ("::ffff:203.0.113.9") counts as the IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%', 1)[0]?.toLowerCase() ?? '';
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail stands for two groups.
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const headParts = split(head);
  const tailParts = tail === undefined ? [] : split(tail);
  const groups = [...headParts, ...Array<string>(Math.max(0, 8 - width(headParts) - width(tailParts))).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
