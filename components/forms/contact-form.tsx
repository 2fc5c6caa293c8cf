'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_DOMAIN, contactSendSchema, type ContactSend } from '@/lib/leads/schema';
import { PageLink } from '@/components/ui/page-link';
import { Honeypot, SubmitButton, TextAreaField, TextField } from './fields';
import { useSubmission } from './use-submission';
import { ThankYou } from './thank-you';
import { apiPath } from '@/lib/leads/api';

/** The contact page form: name, email, phone, message, sent to the intake with domain 'Contact'. */
export function ContactForm() {
  const { submitting, succeeded, submit } = useSubmission(apiPath('contact'));
  const { register, handleSubmit, formState } = useForm<ContactSend>({
    resolver: zodResolver(contactSendSchema),
    defaultValues: { name: '', email: '', phone: '', message: '', domain: CONTACT_DOMAIN, website: '' },
  });
  if (succeeded) {
    return (
      <ThankYou title="Thank you, we have your message." className="rounded-2xl bg-leaf-100 p-6">
        <p className="mt-2 text-ink">An agronomist or product specialist will call or write back within one working day.</p>
      </ThankYou>
    );
  }

  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit((values) => submit({ ...values, domain: CONTACT_DOMAIN, page: window.location.pathname }))} className="relative space-y-5" aria-label="Contact us">
      <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your message</legend>
        <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" required error={errors.phone?.message} {...register('phone')} />
        <div className="sm:col-span-2">
          <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label="Message" required hint="Your crop, district and question help us answer in one call." error={errors.message?.message} {...register('message')} />
        </div>
        <Honeypot {...register('website')} />
      </fieldset>
      <SubmitButton submitting={submitting} label="Send Message" />
      <p className="text-sm text-muted">
        We use your details only to answer this message. See our{' '}
        <PageLink href="/policy" className="font-semibold text-leaf-700 underline">
          privacy policy
        </PageLink>
        .
      </p>
    </form>
  );
}
