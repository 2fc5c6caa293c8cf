import { CONTACT_DOMAIN } from '../../lib/leads/messages';
import type { NotificationKind } from '../intake/outbox';
import type { Collection } from '../intake/store';

/** The forms a submission can come from: what the team mail's subject and the routing table name. */
export const FORMS = ['brochure', 'contact', 'order', 'feedback'] as const;
export type Form = (typeof FORMS)[number];

/** The form a stored payload came from; undefined for the vitals, which owe nothing. */
export function formOf(collection: Collection, payload: Record<string, unknown>): Form | undefined {
  switch (collection) {
    case 'leads':
      return payload.domain === CONTACT_DOMAIN ? 'contact' : 'brochure';
    case 'orders':
      return 'order';
    case 'feedback':
      return 'feedback';
    default:
      return undefined;
  }
}

/** The visitor's address, when they gave one (feedback may come without). */
export function visitorEmail(payload: Record<string, unknown>): string | undefined {
  return typeof payload.email === 'string' && payload.email.trim() !== '' ? payload.email.trim() : undefined;
}

/**
 * What a submission owes: a mail to the team always, a reply when the visitor gave an address, and the
 * webhook when one is configured.
 */
export function owedBy(collection: Collection, payload: Record<string, unknown>, { webhook }: { webhook: boolean }): NotificationKind[] {
  if (!formOf(collection, payload)) return [];
  const owes: NotificationKind[] = ['team'];
  if (visitorEmail(payload)) owes.push('reply');
  if (webhook) owes.push('webhook');
  return owes;
}
