'use client';

import dynamic from 'next/dynamic';
import { FormLoading } from './form-words';

/**
 * The page forms load after the page: their validation code is not needed for the first paint. Each
 * placeholder keeps the form's space, so nothing below it moves when the form arrives. Both read the
 * page's words from the FormWordsProvider around them.
 */
export const ContactFormLoader = dynamic(() => import('./contact-form').then((module) => module.ContactForm), {
  ssr: false,
  loading: () => <FormLoading which="loadingForm" className="flex min-h-[30rem] items-center justify-center rounded-2xl bg-paper text-muted" />,
});

export const FeedbackFormLoader = dynamic(() => import('./feedback-form').then((module) => module.FeedbackForm), {
  ssr: false,
  loading: () => <FormLoading which="loadingFeedbackForm" className="flex min-h-[34rem] items-center justify-center text-muted" />,
});
