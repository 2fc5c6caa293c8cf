'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { useSubmission } from './use-submission';
import { apiPath } from '@/lib/leads/api';
import { withLeadSchemas } from '@/lib/leads/load-schemas';
import { FormLoadBoundary, FormLoading, FormWordsProvider, type FormWords } from './form-words';

/** The form's code loads only when the modal opens ('Loading Feedback Form...' meanwhile). */
const FeedbackForm = dynamic(() => withLeadSchemas(import('./feedback-form')).then((module) => module.FeedbackForm), {
  ssr: false,
  loading: () => <FormLoading which="loadingFeedbackForm" className="py-10 text-center text-muted" />,
});

/**
 * The 'Give Feedback' button and its modal titled 'Feedback Form', closable on request; in the page's
 * language. Where the button sits and how it looks is its placer's (`className`: the floating actions).
 */
export function FeedbackLauncher({ label, closeLabel, text, className }: { label: string; closeLabel: string; text: FormWords; className?: string }) {
  const [open, setOpen] = useState(false);
  const submission = useSubmission(apiPath('feedback'), text.forms.submitFailed);

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" className={className}>
        <MessageSquareText aria-hidden="true" />
        <span>{label}</span>
      </button>
      <Modal
        open={open}
        title={text.forms.feedbackTitle}
        closeLabel={closeLabel}
        busy={submission.submitting}
        onClose={() => {
          setOpen(false);
          submission.reset();
        }}
      >
        <FormWordsProvider words={text}>
          <FormLoadBoundary>
            <FeedbackForm submission={submission} />
          </FormLoadBoundary>
        </FormWordsProvider>
      </Modal>
    </>
  );
}
