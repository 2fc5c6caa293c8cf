import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { WindowLimit } from './config';
import { Rejection } from './rejection';

/**
 * @fastify/rate-limit's options for one window: at most `max` requests per client in each `windowMs`,
 * and over it a 429 in the intake's JSON shape. Only Retry-After is sent: the x-ratelimit-* headers tell a
 * bot exactly how to pace itself.
 */
export function windowLimitOptions(limit: WindowLimit): RateLimitPluginOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new Rejection(429, 'rate-limit', { error: 'Too many requests, try again later' }),
  };
}
