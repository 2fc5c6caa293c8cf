/**
 * Whether a request sent again under an Idempotency-Key is the one first stored under it: each of its
 * validated fields is in the stored payload, which may add what the intake worked out (an order's line
 * names and totals, its reference). Maps compare by key, not key order: Firestore may hand them back
 * sorted. A different request under a used key is refused rather than answered as stored.
 */
export function isSameRequest(sent: unknown, stored: unknown): boolean {
  if (Array.isArray(sent)) return Array.isArray(stored) && stored.length === sent.length && sent.every((item, index) => isSameRequest(item, stored[index]));
  if (sent !== null && typeof sent === 'object') {
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return false;
    return Object.entries(sent).every(([key, value]) => isSameRequest(value, (stored as Record<string, unknown>)[key]));
  }
  return Object.is(sent, stored);
}
