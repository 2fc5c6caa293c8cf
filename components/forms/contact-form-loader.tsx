'use client';

import dynamic from 'next/dynamic';

/**
 * The contact form loads after the page (its validation code is not needed for the first paint).
 * The placeholder keeps its space, so nothing below it moves when the form arrives.
 */
export const ContactFormLoader = dynamic(() => import('./contact-form').then((module) => module.ContactForm), {
  ssr: false,
  loading: () => (
    <p role="status" className="flex min-h-[30rem] items-center justify-center rounded-2xl bg-paper text-muted">
      Loading the form...
    </p>
  ),
});
