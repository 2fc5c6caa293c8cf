'use client';

import { createContext, use, type ReactNode } from 'react';
import type { Words } from '@/content/i18n/en';
import { fill } from '@/lib/i18n';
import { FIELD_MESSAGES } from '@/lib/leads/messages';
import { LoadFailureBoundary } from '@/components/ui/load-failure-boundary';

/** The words a form island shows, in the page's language: labels, alerts, states, field errors. */
export interface FormWords {
  forms: Words['forms'];
  errors: Words['errors'];
  /** The privacy policy in the page's language, which every form's consent line links to. */
  policyHref: string;
}

const FormWordsContext = createContext<FormWords | null>(null);

/** Gives the forms inside it (and their loading placeholders) the page's words; set by the server part that places the form. */
export function FormWordsProvider({ words, children }: { words: FormWords; children: ReactNode }) {
  return <FormWordsContext value={words}>{children}</FormWordsContext>;
}

export function useFormWords(): FormWords {
  const words = use(FormWordsContext);
  if (!words) throw new Error('A form was rendered outside a FormWordsProvider');
  return words;
}

const REQUIRED = / is required$/;
const TOO_LONG = /^must be at most (\d+) characters$/;

/**
 * A field's error in the page's language. The shared schemas (lib/leads/schema.ts, also the intake's)
 * write English messages; this maps each to its dictionary entry, naming the field by its label.
 */
export function fieldError(message: string | undefined, label: string, errors: FormWords['errors']): string | undefined {
  if (!message) return undefined;
  const key = (Object.keys(FIELD_MESSAGES) as Array<keyof typeof FIELD_MESSAGES>).find((name) => FIELD_MESSAGES[name] === message);
  if (key) return errors[key];
  if (REQUIRED.test(message)) return fill(errors.required, { field: label });
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? fill(errors.tooLong, { max: tooLong[1]! }) : message;
}

/** Around a form loaded on demand: if its code cannot be fetched, says so in the page's language, with a retry. */
export function FormLoadBoundary({ children }: { children: ReactNode }) {
  const { forms } = useFormWords();
  return (
    <LoadFailureBoundary message={forms.loadFailed} retryLabel={forms.tryAgain}>
      {children}
    </LoadFailureBoundary>
  );
}

/** A form's loading placeholder, in the page's language. */
export function FormLoading({ which, className }: { which: 'loadingForm' | 'loadingFeedbackForm'; className: string }) {
  // Without JavaScript the form never loads: `script-only` hides the placeholder, and the form section's noscript text says what to do.
  return (
    <p role="status" className={`script-only ${className}`}>
      {useFormWords().forms[which]}
    </p>
  );
}
