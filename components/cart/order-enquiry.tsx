'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Dictionary } from '@/content/i18n/en';
import { site } from '@/content/site';
import { apiPath } from '@/lib/leads/api';
import type { OrderContact } from '@/lib/leads/schema';
import { INDIAN_STATES } from '@/lib/leads/form-values';
import { leadSchemas } from '@/lib/leads/load-schemas';
import { fill } from '@/lib/i18n';
import { paths } from '@/lib/routes';
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields';
import { SavedOffline, ThankYou } from '@/components/forms/thank-you';
import { useSubmission } from '@/components/forms/use-submission';
import { NoticeLine } from '@/components/forms/notice-line';
import { useCart } from './cart-provider';

const empty = { name: '', phone: '', email: '', district: '', state: '' as OrderContact['state'], note: '', consent: false as unknown as true, website: '' };

/**
 * The order enquiry (no payment): who is asking and where to deliver, sent with the cart's lines and total
 * to the intake, which prices them again. Success empties the cart and shows the reference number to quote
 * on the phone; a failure keeps the cart and the form, with the failure alert.
 */
export function OrderEnquiry({ text, formText }: { text: Dictionary['order']; formText: Pick<Dictionary['forms'], 'privacyLink' | 'privacyTail'> }) {
  const { items, total, clear } = useCart();
  const submission = useSubmission(apiPath('orders'));
  const { register, handleSubmit, formState } = useForm<OrderContact>({ resolver: zodResolver(leadSchemas().orderContactSchema), defaultValues: empty });

  if (submission.queued) {
    return (
      <SavedOffline title={text.savedOfflineTitle} body={text.savedOfflineBody} className="mt-6 space-y-3 rounded-2xl bg-gold-100 p-5">
        <button type="button" className="btn-outline" onClick={submission.reset}>
          {text.another}
        </button>
      </SavedOffline>
    );
  }
  if (submission.succeeded) {
    const reference = typeof submission.answer?.reference === 'string' ? submission.answer.reference : '';
    return (
      <ThankYou title={text.successTitle} sentLater={submission.sentLater} className="mt-6 space-y-3 rounded-2xl bg-leaf-100 p-5">
        <p className="text-ink">
          {text.reference}: <strong className="font-display text-xl tracking-wide text-forest-900">{reference}</strong>
        </p>
        <p className="text-ink">{fill(text.successBody, { tollFree: site.tollFreePhone.display })}</p>
        <button type="button" className="btn-outline" onClick={submission.reset}>
          {text.another}
        </button>
      </ThankYou>
    );
  }
  if (items.length === 0) return null;

  async function onValid(values: OrderContact) {
    const sent = await submission.submit({ ...values, lines: items.map(({ id, quantity, price }) => ({ id, quantity, price })), total });
    if (sent) clear();
  }

  const errors = formState.errors;
  return (
    // noValidate: the form's own checks, in the page's language and tied to each field, replace the
    // browser's bubbles, which speak the browser's language.
    <form noValidate onSubmit={handleSubmit(onValid)} className="relative mt-6 space-y-4 border-t border-forest-900/10 pt-6" aria-labelledby="order-heading">
      <div>
        <h3 id="order-heading" className="text-xl font-extrabold">
          {text.title}
        </h3>
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      </div>
      <fieldset disabled={submission.submitting} className="space-y-4">
        <legend className="sr-only">{text.title}</legend>
        <TextField label={text.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label={text.phone} type="tel" autoComplete="tel" inputMode="tel" required error={errors.phone?.message} {...register('phone')} />
        <TextField label={text.email} type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
        <TextField label={text.district} autoComplete="address-level2" required error={errors.district?.message} {...register('district')} />
        <SelectField label={text.state} required placeholder={text.statePlaceholder} options={INDIAN_STATES} error={errors.state?.message} {...register('state')} />
        <TextAreaField label={text.note} optional hint={text.noteHint} rows={3} error={errors.note?.message} {...register('note')} />
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-leaf-700"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'order-consent-error' : undefined}
              {...register('consent')}
            />
            <span>{fill(text.consent, { brand: site.brand })}</span>
          </label>
          {errors.consent ? (
            <p id="order-consent-error" className="mt-1 text-sm font-semibold text-red-800">
              {errors.consent.message}
            </p>
          ) : null}
        </div>
        <Honeypot {...register('website')} />
      </fieldset>
      <SubmitButton submitting={submission.submitting} label={text.submit} />
      <NoticeLine notice={text.notice} policyHref={paths.policy} words={formText} />
    </form>
  );
}
