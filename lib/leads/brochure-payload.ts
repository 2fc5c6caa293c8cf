import { HONEYPOT_FIELD } from './form-values';
import { ECROP_BROCHURE_LABEL } from './messages';
// Types only: the brochure form's chunk stays free of the validation library.
import type { BrochureForm, ContactSend } from './schema';
import { hasText } from './text';

/**
 * The payload of a brochure request: exactly name, email, phone, sector, message and domain (plus the
 * honeypot, only when a bot filled it). The custom text replaces 'Others' as the sector; message and
 * domain are both the brochure label.
 */
export function brochurePayload(form: BrochureForm, label: string = ECROP_BROCHURE_LABEL): ContactSend {
  const sector = form.sector === 'Others' ? (form.customSector ?? '').trim() : form.sector;
  return {
    name: form.name,
    email: form.email,
    phone: form.phone,
    sector,
    message: label,
    domain: label,
    ...(form[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: form[HONEYPOT_FIELD] } : {}),
  };
}

/** "Others" with an empty or whitespace-only custom sector stops the submission. */
export function needsSectorText(form: Pick<BrochureForm, 'sector' | 'customSector'>): boolean {
  return form.sector === 'Others' && !hasText(form.customSector);
}
