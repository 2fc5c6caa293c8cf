/** @jest-environment node */
import { clientKey, RateLimiter } from './rate-limit';

function limiter(capacity: number, refillMs: number, extra: { maxClients?: number; sweepMs?: number } = {}) {
  let clock = 0;
  const rl = new RateLimiter({ capacity, refillMs, now: () => clock, ...extra });
  return { rl, advance: (ms: number) => (clock += ms) };
}

describe('RateLimiter (token bucket)', () => {
  it('allows a burst of `capacity`, then refills one token per interval', () => {
    const { rl, advance } = limiter(5, 12_000);
    for (let i = 0; i < 5; i += 1) expect(rl.take('a')).toEqual({ ok: true });
    expect(rl.take('a')).toEqual({ ok: false, retryAfterSeconds: 12 });
    advance(11_500);
    expect(rl.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    advance(500);
    expect(rl.take('a')).toEqual({ ok: true });
    expect(rl.take('a').ok).toBe(false);
    // A long pause refills to capacity, never above.
    advance(10 * 60_000);
    for (let i = 0; i < 5; i += 1) expect(rl.take('a').ok).toBe(true);
    expect(rl.take('a').ok).toBe(false);
  });

  it('sustains about one request per refill interval', () => {
    const { rl, advance } = limiter(30, 1_000);
    let allowed = 0;
    for (let ms = 0; ms < 60_000; ms += 100) {
      if (rl.take('v').ok) allowed += 1;
      advance(100);
    }
    // 30 at once, then one a second for the minute.
    expect(allowed).toBeGreaterThanOrEqual(89);
    expect(allowed).toBeLessThanOrEqual(91);
  });

  it('keeps clients apart', () => {
    const { rl } = limiter(1, 1_000);
    expect(rl.take('a').ok).toBe(true);
    expect(rl.take('a').ok).toBe(false);
    expect(rl.take('b').ok).toBe(true);
  });

  it('forgets full buckets on a sweep', () => {
    const { rl, advance } = limiter(2, 1_000, { sweepMs: 10_000 });
    for (let i = 0; i < 100; i += 1) rl.take(`client-${i}`);
    expect(rl.size).toBe(100);
    advance(10_000);
    rl.take('late');
    expect(rl.size).toBe(1);
  });

  it('never holds more than maxClients buckets', () => {
    const { rl } = limiter(1, 60_000, { maxClients: 50 });
    for (let i = 0; i < 1_000; i += 1) rl.take(`client-${i}`);
    expect(rl.size).toBe(50);
    // The most recent clients are the ones kept.
    expect(rl.take('client-999').ok).toBe(false);
  });

  it('refuses a nonsensical configuration', () => {
    expect(() => new RateLimiter({ capacity: 0, refillMs: 1_000 })).toThrow();
    expect(() => new RateLimiter({ capacity: 1, refillMs: 0 })).toThrow();
  });
});

describe('clientKey', () => {
  it('keeps IPv4 addresses, and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64 network', () => {
    const key = '2405:201:4000:a1b2::/64';
    for (const ip of ['2405:201:4000:a1b2::1', '2405:0201:4000:A1B2:dead:beef:1:2', '2405:201:4000:a1b2:0:0:0:0', '2405:201:4000:a1b2::1%eth0']) {
      expect(clientKey(ip)).toBe(key);
    }
    expect(clientKey('2405:201:4000:a1b3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
