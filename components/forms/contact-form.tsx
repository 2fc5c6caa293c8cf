'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ContactMessage } from '@/lib/leads/schema';
import { leadSchemas } from '@/lib/leads/load-schemas';
import { NoticeLine } from './notice-line';
import { Honeypot, SubmitButton, TextAreaField, TextField } from './fields';
import { useSubmission } from './use-submission';
import { SavedOffline, ThankYou } from './thank-you';
import { fieldError, useFormWords } from './form-words';
import { apiPath } from '@/lib/leads/api';

/** The contact page form: name, email, phone and message, sent to the intake's message path with the page it came from. */
export function ContactForm() {
  const { forms: t, errors: messages, policyHref } = useFormWords();
  const { submitting, succeeded, queued, sentLater, submit } = useSubmission(apiPath('message'), t.submitFailed);
  const { register, handleSubmit, formState } = useForm<ContactMessage>({
    resolver: zodResolver(leadSchemas().contactMessageSchema),
    defaultValues: { name: '', email: '', phone: '', message: '', website: '' },
  });
  if (queued) return <SavedOffline title={t.savedOfflineTitle} body={t.savedOfflineBody} className="rounded-2xl bg-gold-100 p-6" />;
  if (succeeded) {
    return (
      <ThankYou title={t.contactThanks} sentLater={sentLater} className="rounded-2xl bg-leaf-100 p-6">
        <p className="mt-2 text-ink">{t.contactReply}</p>
      </ThankYou>
    );
  }

  const errors = formState.errors;
  return (
    // noValidate: the form's own checks, in the page's language and tied to each field, replace the
    // browser's bubbles, which speak the browser's language.
    <form noValidate onSubmit={handleSubmit((values) => submit({ ...values, page: window.location.pathname }))} className="relative space-y-5" aria-label={t.contactForm}>
      <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t.yourMessage}</legend>
        <TextField label={t.fullName} autoComplete="name" required error={fieldError(errors.name?.message, t.fullName, messages)} {...register('name')} />
        <TextField label={t.phone} type="tel" autoComplete="tel" inputMode="tel" required error={fieldError(errors.phone?.message, t.phone, messages)} {...register('phone')} />
        <div className="sm:col-span-2">
          <TextField label={t.email} type="email" autoComplete="email" required error={fieldError(errors.email?.message, t.email, messages)} {...register('email')} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label={t.message} required hint={t.messageHint} error={fieldError(errors.message?.message, t.message, messages)} {...register('message')} />
        </div>
        <Honeypot label={t.honeypot} {...register('website')} />
      </fieldset>
      <SubmitButton submitting={submitting} label={t.contactSubmit} submittingLabel={t.submitting} />
      <NoticeLine notice={t.contactConsent} policyHref={policyHref} words={t} />
    </form>
  );
}
