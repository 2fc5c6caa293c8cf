'use client';

import { clsx } from 'clsx';
import { useId } from 'react';
import { usePathname } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import type { z } from 'zod/mini';
import type { feedbackSchema } from '@/lib/leads/schema';
import { leadSchemas } from '@/lib/leads/load-schemas';
import { Honeypot, SubmitButton, TextAreaField, TextField } from './fields';
import { useSubmission } from './use-submission';
import { SavedOffline, ThankYou } from './thank-you';
import { fieldError, useFormWords } from './form-words';
import { NoticeLine } from './notice-line';
import { fill } from '@/lib/i18n';
import { apiPath } from '@/lib/leads/api';

type FeedbackValues = z.input<typeof feedbackSchema>;
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The feedback form: a rating from 1 to 5, a message, optional name and email, and the page it was sent
 * from. Used by the feedback modal and the /feedback page; same states and errors as the brochure form.
 */
export function FeedbackForm({ submission: external }: { submission?: ReturnType<typeof useSubmission> }) {
  const { forms: t, errors: messages, policyHref } = useFormWords();
  const ratingWords = [t.ratingVeryPoor, t.ratingPoor, t.ratingOkay, t.ratingGood, t.ratingExcellent];
  const own = useSubmission(apiPath('feedback'), t.submitFailed);
  const { submitting, succeeded, queued, sentLater, submit } = external ?? own;
  const pathname = usePathname();
  const { register, handleSubmit, formState, control } = useForm<FeedbackValues>({
    resolver: zodResolver(leadSchemas().feedbackSchema),
    defaultValues: { message: '', name: '', email: '', website: '' },
  });
  const rating = Number(useWatch({ control, name: 'rating' }) ?? 0);
  // The feedback page has the form, and 'Give Feedback' opens it again in a modal: ids are the instance's own.
  const ratingErrorId = useId();

  if (queued) return <SavedOffline title={t.savedOfflineTitle} body={t.savedOfflineBody} className="space-y-3 py-4 text-center" />;
  if (succeeded) {
    return (
      <ThankYou title={t.feedbackThanks} sentLater={sentLater} className="space-y-3 py-4 text-center">
        <p className="text-muted">{t.feedbackReply}</p>
      </ThankYou>
    );
  }

  const errors = formState.errors;
  return (
    // noValidate: the form's own checks, in the page's language and tied to each field, replace the
    // browser's bubbles, which speak the browser's language.
    <form noValidate onSubmit={handleSubmit((values) => submit({ ...values, page: pathname ?? '/' }))} className="relative space-y-5" aria-label={t.feedbackForm}>
      <fieldset disabled={submitting} className="space-y-5">
        <legend className="sr-only">{t.yourFeedback}</legend>
        <fieldset>
          <legend className="font-semibold text-forest-900">{t.ratingQuestion}</legend>
          <div className="mt-2 flex gap-1" role="radiogroup" aria-invalid={errors.rating ? true : undefined} aria-describedby={errors.rating ? ratingErrorId : undefined}>
            {RATINGS.map((value) => (
              <label key={value} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-leaf-700">
                <input type="radio" value={value} className="sr-only" {...register('rating')} aria-label={fill(t.ratingOf, { value, word: ratingWords[value - 1]! })} />
                <Star aria-hidden="true" className={clsx('size-9', value <= rating ? 'fill-gold-400 text-earth-700' : 'text-muted')} />
              </label>
            ))}
          </div>
          {errors.rating ? (
            <p id={ratingErrorId} className="mt-1 text-sm font-semibold text-red-800">
              {messages.rating}
            </p>
          ) : rating ? (
            <p className="mt-1 text-sm text-muted">{ratingWords[rating - 1]}</p>
          ) : null}
        </fieldset>
        <TextAreaField label={t.yourMessage} required error={fieldError(errors.message?.message, t.yourMessage, messages)} {...register('message')} />
        <TextField label={t.name} optional optionalText={t.optional} autoComplete="name" error={fieldError(errors.name?.message, t.name, messages)} {...register('name')} />
        <TextField
          label={t.email}
          optional
          optionalText={t.optional}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email?.message, t.email, messages)}
          {...register('email')}
        />
        <Honeypot label={t.honeypot} {...register('website')} />
      </fieldset>
      <SubmitButton submitting={submitting} label={t.feedbackSubmit} submittingLabel={t.submitting} />
      <NoticeLine notice={t.feedbackConsent} policyHref={policyHref} words={t} />
    </form>
  );
}
