import { intakeConfigFromEnv, type RateLimits } from '../../server/intake/config';

/**
 * The intake counts every client, loopback too. Tests and benchmarks post from one address far more
 * often than any visitor, so they raise the limits (never exempt an address): as environment
 * variables for a server started as a process, and as options for one built in-process.
 */
export const RATE_LIMIT_HEADROOM_ENV = { INTAKE_RATE_LIMIT_FORMS: '100000', INTAKE_RATE_LIMIT_VITALS: '100000', INTAKE_RATE_LIMIT_STAFF: '100000' } as const;

export const RATE_LIMIT_HEADROOM: RateLimits = intakeConfigFromEnv(RATE_LIMIT_HEADROOM_ENV).rateLimits;
