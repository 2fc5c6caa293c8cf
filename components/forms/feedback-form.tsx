'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { z } from 'zod';
import { feedbackSchema } from '@/lib/leads/schema';
import { Honeypot, SubmitButton, TextAreaField, TextField } from './fields';
import { useSubmission } from './use-submission';
import { ThankYou } from './thank-you';
import { apiPath } from '@/lib/leads/api';

type FeedbackValues = z.input<typeof feedbackSchema>;
const RATINGS = [1, 2, 3, 4, 5] as const;
const ratingWords = ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'] as const;

/**
 * The feedback form: a rating from 1 to 5, a message, optional name and email, and the page it was sent
 * from. Used by the feedback modal and the /feedback page; same states and errors as the brochure form.
 */
export function FeedbackForm({ submission: external }: { submission?: ReturnType<typeof useSubmission> }) {
  const own = useSubmission(apiPath('feedback'));
  const { submitting, succeeded, submit } = external ?? own;
  const pathname = usePathname();
  const { register, handleSubmit, formState, control } = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { message: '', name: '', email: '', website: '' },
  });
  const rating = Number(useWatch({ control, name: 'rating' }) ?? 0);

  if (succeeded) {
    return (
      <ThankYou title="Thank you for your feedback!" className="space-y-3 py-4 text-center">
        <p className="text-muted">Our team reads every message. If you left your email, we may write back to you.</p>
      </ThankYou>
    );
  }

  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit((values) => submit({ ...values, page: pathname ?? '/' }))} className="relative space-y-5" aria-label="Feedback">
      <fieldset disabled={submitting} className="space-y-5">
        <legend className="sr-only">Your feedback</legend>
        <fieldset>
          <legend className="font-semibold text-forest-900">How would you rate your visit?</legend>
          <div className="mt-2 flex gap-1" role="radiogroup" aria-describedby={errors.rating ? 'rating-error' : undefined}>
            {RATINGS.map((value) => (
              <label key={value} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-leaf-700">
                <input type="radio" value={value} className="sr-only" {...register('rating')} aria-label={`${value} of 5: ${ratingWords[value - 1]}`} />
                <Star aria-hidden="true" className={clsx('size-9', value <= rating ? 'fill-gold-400 text-earth-700' : 'text-muted')} />
              </label>
            ))}
          </div>
          {errors.rating ? (
            <p id="rating-error" className="mt-1 text-sm font-semibold text-red-800">
              Choose a rating from 1 to 5
            </p>
          ) : rating ? (
            <p className="mt-1 text-sm text-muted">{ratingWords[rating - 1]}</p>
          ) : null}
        </fieldset>
        <TextAreaField label="Your message" required error={errors.message?.message} {...register('message')} />
        <TextField label="Name" optional autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label="Email" optional type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Honeypot {...register('website')} />
      </fieldset>
      <SubmitButton submitting={submitting} label="Send Feedback" />
    </form>
  );
}
