import type { StaffUser } from './firebase-auth';
import { API_HOST } from '@/lib/leads/client';

/** Who is signed in, as the staff API says (the role is checked there, never trusted from the browser). */
export interface Member {
  uid: string;
  email: string;
  role: 'editor' | 'publisher' | 'sales' | 'admin';
  may: Array<'drafts' | 'publish' | 'leads' | 'staff'>;
}

/** A request to the staff API as the signed-in member: their ID token on every call (refreshed by the SDK when old). */
export type StaffApi = (path: string, init?: RequestInit) => Promise<Response>;

export function staffApiFor(user: StaffUser): StaffApi {
  return async (path, init = {}) => {
    const token = await user.getIdToken();
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return fetch(`${API_HOST}${path}`, { ...init, headers });
  };
}

/** The staff API refused or failed: its own words, which say what to do. */
export class StaffApiError extends Error {
  override name = 'StaffApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The answer's JSON, or a StaffApiError with the server's message (or what a failed network means). */
export async function answerOf<T>(request: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new StaffApiError(0, 'The server cannot be reached: check the connection and try again');
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new StaffApiError(response.status, body.error ?? `The server answered ${response.status}`);
  return body as T;
}
