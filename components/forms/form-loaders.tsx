'use client';

import { afterHydration } from '@/components/ui/after-hydration';
import { FormLoading } from './form-words';
import { withLeadSchemas } from '@/lib/leads/load-schemas';

/**
 * The page forms load after the page has hydrated: their validation code is not needed for the first
 * paint. Each placeholder keeps the form's space, so nothing below it moves when the form arrives. Both
 * read the page's words from the FormWordsProvider around them. The form's code and its schemas are two
 * chunks fetched side by side (lib/leads/load-schemas.ts).
 */
export const ContactFormLoader = afterHydration(
  () => withLeadSchemas(import('./contact-form')).then((module) => module.ContactForm),
  () => <FormLoading which="loadingForm" className="flex min-h-[30rem] items-center justify-center rounded-2xl bg-paper text-muted" />,
);

export const FeedbackFormLoader = afterHydration(
  () => withLeadSchemas(import('./feedback-form')).then((module) => module.FeedbackForm),
  () => <FormLoading which="loadingFeedbackForm" className="flex min-h-[34rem] items-center justify-center text-muted" />,
);
