'use client';

import { useEffect, useRef, useState } from 'react';
import { isUnreachable, newSubmissionId, postJson } from '@/lib/leads/client';
import { forgetKept, keepForLater, onDeliveryNews } from '@/lib/leads/outbox-client';
import { SUBMIT_FAILED_MESSAGE } from '@/lib/leads/messages';

/** Drops a kept submission. Should the device refuse, the copy is delivered later, as it would have been without this rule. */
async function forget(submissionId: string): Promise<void> {
  await forgetKept(submissionId).catch((error: unknown) => console.error('Could not drop a kept submission:', error instanceof Error ? error.message : error));
}

/**
 * The submit cycle every form shares: idle → submitting (inputs and button disabled, 'Submitting...')
 * → success, or back to the filled form with the failure alert when it fails. Nothing the visitor typed
 * is lost on failure. The alert is in the page's language.
 *
 * A submission that cannot reach the intake (no answer at all) is also kept on the device and sent when
 * the network returns (lib/leads/outbox-client.ts). When the browser is offline, that is all the visitor
 * needs to know: the form says the request is saved (`queued`), with no alert. Each submission has one id
 * from the moment the visitor submits, its Idempotency-Key; sending the same form again after such a
 * failure reuses it, so the intake keeps it once, whichever copy arrives first; that holds across closing
 * and reopening a modal form, whose reset forgets everything else. Sent again with corrections, it gets a
 * new id, and once that version has reached the intake or been kept, the earlier kept one is dropped: the
 * team gets the visitor's corrected request, not both. The outbox's code is part
 * of this module, not loaded later: when it is needed, the network is what is missing.
 *
 * A form that says its request is saved keeps listening for the outbox's deliveries: once its request is
 * sent (by this page, another tab or the service worker), it shows its success view (`sentLater`), with
 * the intake's answer; should the intake refuse it, the form returns with the failure alert.
 */
export function useSubmission(path: string, failureMessage: string = SUBMIT_FAILED_MESSAGE) {
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [queued, setQueued] = useState(false);
  /** The intake's answer to the accepted submission (an order's reference number). */
  const [answer, setAnswer] = useState<Record<string, unknown> | undefined>(undefined);
  /** The last submission kept for later, by its body: the same form sent again keeps its id. */
  const kept = useRef<{ body: string; id: string } | null>(null);
  /** Succeeded through the outbox, after the form had said the request was saved. */
  const [sentLater, setSentLater] = useState(false);

  useEffect(() => {
    const id = kept.current?.id;
    if (!queued || !id) return;
    return onDeliveryNews(({ delivered, refused }) => {
      const sent = delivered.find((entry) => entry.id === id);
      if (!sent && !refused.includes(id)) return;
      kept.current = null;
      setQueued(false);
      if (sent) {
        setAnswer(sent.answer);
        setSucceeded(true);
        setSentLater(true);
      } else {
        window.alert(failureMessage);
      }
    });
  }, [queued, failureMessage]);

  async function submit(payload: unknown): Promise<boolean> {
    setSubmitting(true);
    const body = JSON.stringify(payload);
    const earlier = kept.current;
    const submissionId = earlier?.body === body ? earlier.id : newSubmissionId();
    try {
      setAnswer(await postJson(path, payload, submissionId));
      kept.current = null;
      // The kept copy was this very submission (now delivered) or an earlier version of it.
      if (earlier) await forget(earlier.id);
      setSucceeded(true);
      return true;
    } catch (error) {
      if (isUnreachable(error)) {
        try {
          await keepForLater(path, payload, submissionId);
          kept.current = { body, id: submissionId };
          if (earlier && earlier.id !== submissionId) await forget(earlier.id);
          if (!navigator.onLine) {
            setQueued(true);
            return true;
          }
        } catch (keepError) {
          console.error('Could not keep the submission on this device:', keepError instanceof Error ? keepError.message : keepError);
        }
      }
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
    setQueued(false);
    setSentLater(false);
    setAnswer(undefined);
  }

  return { submitting, succeeded, queued, sentLater, answer, submit, reset };
}
