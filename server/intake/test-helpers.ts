import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { site } from '../../content/site';
import { MemoryStore } from './memory-store';
import { buildIntakeServer, type IntakeServerOptions } from './server';

/** Shared by the intake tests (not a test file itself). */

export const SITE_ORIGIN = new URL(site.url).origin;

export const validLead = {
  name: 'Asha Kulkarni',
  email: 'asha.kulkarni@example.in',
  phone: '+91 98765 43210',
  sector: 'Agriculture',
  message: 'eCrop Brochure',
  domain: 'eCrop Brochure',
  page: '/ecrop/',
};

export const validFeedback = { rating: 4, message: 'Clear pages, easy to read on my phone.', page: '/' };

/** The catalogue the order tests price against. */
export const testCatalogue = [
  { id: 'ecrop-field-station', name: 'eCrop field station', price: 38500 },
  { id: 'biosense-reagent-kit', name: 'Biosense reagent kit', price: 12500 },
];

export const validOrder = {
  name: 'Suresh Patil',
  phone: '+91 98220 11223',
  email: 'suresh.patil@example.in',
  district: 'Nashik',
  state: 'Maharashtra',
  note: 'Grapes, 12 acres',
  consent: true,
  lines: [
    { id: 'ecrop-field-station', quantity: 2, price: 38500 },
    { id: 'biosense-reagent-kit', quantity: 1, price: 12500 },
  ],
  total: 89500,
};

export const validVitals = { name: 'LCP', value: 1834.5, rating: 'good', id: 'v5-1712345678901-1234567890', navigationType: 'navigate', page: '/' };

export interface TestApi {
  app: FastifyInstance;
  store: MemoryStore;
}

export async function testApi(options: Partial<IntakeServerOptions> = {}): Promise<TestApi> {
  const store = new MemoryStore();
  const app = await buildIntakeServer({
    store,
    cors: { allowedOrigins: [SITE_ORIGIN], allowLocalhost: true },
    rateLimits: { forms: { max: 1000, windowMs: 12_000 }, vitals: { max: 1000, windowMs: 1_000 }, staff: { max: 1000, windowMs: 60_000 } },
    catalogue: async () => testCatalogue,
    ...options,
  });
  return { app, store };
}

/**
 * Jest's fake clock for the rate limiter's windows (it reads Date.now), leaving alone the timers that
 * Fastify's inject and Node's streams need to run.
 */
export function fakeClock(): { advance: (ms: number) => void } {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  return { advance: (ms) => jest.setSystemTime(Date.now() + ms) };
}

export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
}
