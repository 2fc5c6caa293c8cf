'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { useSubmission } from './use-submission';
import { apiPath } from '@/lib/leads/api';
import { FormLoading, FormWordsProvider, type FormWords } from './form-words';

/** The form's code loads only when the modal opens ('Loading Feedback Form...' meanwhile). */
const FeedbackForm = dynamic(() => import('./feedback-form').then((module) => module.FeedbackForm), {
  ssr: false,
  loading: () => <FormLoading which="loadingFeedbackForm" className="py-10 text-center text-muted" />,
});

/** The floating 'Give Feedback' button and its modal titled 'Feedback Form', closable on request; in the page's language. */
export function FeedbackLauncher({ label, closeLabel, text }: { label: string; closeLabel: string; text: FormWords }) {
  const [open, setOpen] = useState(false);
  const submission = useSubmission(apiPath('feedback'), text.forms.submitFailed);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="fixed right-3 bottom-[8.25rem] z-30 flex size-12 items-center justify-center rounded-full bg-forest-900 text-white shadow-card ring-2 ring-white transition-transform hover:scale-105 sm:top-1/2 sm:right-0 sm:bottom-auto sm:size-auto sm:-translate-y-1/2 sm:rotate-180 sm:gap-2 sm:rounded-none sm:rounded-r-lg sm:px-2 sm:py-4 sm:text-sm sm:font-semibold sm:ring-0 sm:[writing-mode:vertical-rl] sm:hover:scale-100 sm:hover:bg-leaf-700"
      >
        <MessageSquareText aria-hidden="true" className="size-5 sm:size-4" />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </button>
      <Modal
        open={open}
        title={text.forms.feedbackTitle}
        closeLabel={closeLabel}
        onClose={() => {
          setOpen(false);
          submission.reset();
        }}
      >
        <FormWordsProvider words={text}>
          <FeedbackForm submission={submission} />
        </FormWordsProvider>
      </Modal>
    </>
  );
}
