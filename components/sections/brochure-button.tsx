'use client';

import { useState } from 'react';
import { Download } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import dynamic from 'next/dynamic';
import { useSubmission } from '@/components/forms/use-submission';
import { ECROP_BROCHURE_LABEL } from '@/lib/leads/messages';
import { ECROP_BROCHURE_PATH } from '@/lib/constants';
import { apiPath } from '@/lib/leads/api';

/** The form and its validation load when the modal first opens, not with the page. */
const BrochureForm = dynamic(() => import('@/components/forms/brochure-form').then((module) => module.BrochureForm), {
  ssr: false,
  loading: () => (
    <p role="status" className="py-10 text-center text-muted">
      Loading the form...
    </p>
  ),
});

/**
 * The brochure button (a real <button>: click or Enter opens it) and its static modal: Escape and clicks
 * outside do not close it; the Close button does, and closing resets the form, the success flag and the
 * custom sector text (the form is unmounted and mounted fresh next time).
 */
export function BrochureButton({ label, className }: { label: string; className: string }) {
  const [open, setOpen] = useState(false);
  const submission = useSubmission(apiPath('contact'));

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
      <Modal open={open} title="Download the eCrop Brochure" onClose={close} isStatic>
        <BrochureForm label={ECROP_BROCHURE_LABEL} pdfUrl={ECROP_BROCHURE_PATH} submission={submission} />
      </Modal>
    </>
  );
}
