'use client';

import { useState } from 'react';
import { Download } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import dynamic from 'next/dynamic';
import { useSubmission } from '@/components/forms/use-submission';
import { ECROP_BROCHURE_LABEL } from '@/lib/leads/messages';
import { apiPath } from '@/lib/leads/api';
import { withLeadSchemas } from '@/lib/leads/load-schemas';
import { useCodeKeptOffline } from '@/lib/hooks/use-code-kept-offline';
import { FormLoadBoundary, FormLoading, FormWordsProvider, type FormWords } from '@/components/forms/form-words';

/** The form and its validation (two chunks, fetched side by side) load when the modal first opens, not with the page. */
const loadBrochureForm = () => withLeadSchemas(import('@/components/forms/brochure-form'));
const BrochureForm = dynamic(() => loadBrochureForm().then((module) => module.BrochureForm), {
  ssr: false,
  loading: () => <FormLoading which="loadingForm" className="py-10 text-center text-muted" />,
});

/**
 * The brochure button (a real <button>: click or Enter opens it) and its static modal: Escape and clicks
 * outside do not close it; the Close button does, and closing resets the form, the success flag and the
 * custom sector text (the form is unmounted and mounted fresh next time).
 */
export function BrochureButton({ label, className, pdfUrl, words, closeLabel }: { label: string; className: string; pdfUrl: string; words: FormWords; closeLabel: string }) {
  const [open, setOpen] = useState(false);
  const submission = useSubmission(apiPath('contact'), words.forms.submitFailed);
  useCodeKeptOffline(loadBrochureForm);

  function close() {
    setOpen(false);
    submission.reset();
  }

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Download aria-hidden="true" className="size-4" />
        {label}
      </button>
      <Modal open={open} title={words.forms.brochureTitle} closeLabel={closeLabel} onClose={close} busy={submission.submitting} isStatic>
        <FormWordsProvider words={words}>
          <FormLoadBoundary>
            <BrochureForm label={ECROP_BROCHURE_LABEL} pdfUrl={pdfUrl} submission={submission} />
          </FormLoadBoundary>
        </FormWordsProvider>
      </Modal>
    </>
  );
}
