'use client';

import { useState } from 'react';
import { postJson } from '@/lib/leads/client';
import { SUBMIT_FAILED_MESSAGE } from '@/lib/leads/messages';

/**
 * The submit cycle every form shares: idle → submitting (inputs and button disabled, 'Submitting...')
 * → success, or back to the filled form with the failure alert when the answer is not OK or the
 * network fails. Nothing the visitor typed is lost on failure. The alert is in the page's language.
 */
export function useSubmission(path: string, failureMessage: string = SUBMIT_FAILED_MESSAGE) {
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  /** The intake's answer to the accepted submission (an order's reference number). */
  const [answer, setAnswer] = useState<Record<string, unknown> | undefined>(undefined);

  async function submit(payload: unknown): Promise<boolean> {
    setSubmitting(true);
    try {
      // Each submission gets its id when the visitor submits: the intake keeps it once however often it arrives.
      setAnswer(await postJson(path, payload, crypto.randomUUID()));
      setSucceeded(true);
      return true;
    } catch (error) {
      console.error('Form submission failed:', error instanceof Error ? error.message : error);
      window.alert(failureMessage);
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  function reset() {
    setSubmitting(false);
    setSucceeded(false);
    setAnswer(undefined);
  }

  return { submitting, succeeded, answer, submit, reset };
}
