'use client';

import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, MessageCircle, Phone } from 'lucide-react';
import { site, whatsappUrl } from '@/content/site';
import { brochureFormSchema, brochurePayload, needsSectorText, SECTOR_REQUIRED_MESSAGE, SECTORS, type BrochureForm as BrochureFormValues } from '@/lib/leads/schema';
import { PageLink } from '@/components/ui/page-link';
import { Honeypot, SelectField, SubmitButton, TextField } from './fields';
import { useSubmission } from './use-submission';
import { ThankYou } from './thank-you';

interface BrochureFormProps {
  /** The brochure label: both message and domain of the lead. */
  label: string;
  /** Public URL of the PDF offered after a successful request. */
  pdfUrl: string;
  /** Set while the modal is open; a change to false resets everything (closing resets the form). */
  submission: ReturnType<typeof useSubmission>;
}

const empty: BrochureFormValues = { name: '', email: '', phone: '', sector: '' as BrochureFormValues['sector'], customSector: '', website: '' };

/** The brochure lead form and, after a successful request, the download. */
export function BrochureForm({ label, pdfUrl, submission }: BrochureFormProps) {
  const { register, handleSubmit, setValue, setFocus, control, formState } = useForm<BrochureFormValues>({ resolver: zodResolver(brochureFormSchema), defaultValues: empty });
  const sector = useWatch({ control, name: 'sector' });
  const { submitting, succeeded, submit } = submission;

  // The form arrives after the dialog opened (it loads on demand): put the visitor in its first field.
  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  // Choosing another sector clears the custom text.
  useEffect(() => {
    if (sector !== 'Others') setValue('customSector', '');
  }, [sector, setValue]);

  async function onValid(values: BrochureFormValues) {
    if (needsSectorText(values)) {
      window.alert(SECTOR_REQUIRED_MESSAGE);
      return;
    }
    await submit(brochurePayload(values, label));
  }

  if (succeeded) {
    return (
      <ThankYou title="Thank you for your interest in eCrop!" className="space-y-5 text-center">
        <p className="text-muted">Your brochure is ready. Our team will also call you within one working day to answer questions about your fields.</p>
        <a href={pdfUrl} download className="btn-accent w-full">
          <Download aria-hidden="true" className="size-5" />
          Download the eCrop Brochure (PDF)
        </a>
        <div className="space-y-2 rounded-2xl bg-paper p-4 text-left">
          <p className="font-semibold text-forest-900">Need help now?</p>
          <p className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-leaf-700" />
            Support:{' '}
            <a href={`tel:${site.assistancePhone.tel}`} className="font-semibold text-leaf-700 underline">
              {site.assistancePhone.display}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <MessageCircle aria-hidden="true" className="size-4 text-leaf-700" />
            <a
              href={whatsappUrl(`Hello ${site.brand}, I downloaded the eCrop brochure and have a question.`)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-leaf-700 underline"
            >
              Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </ThankYou>
    );
  }

  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit(onValid)} className="relative space-y-5" aria-label={`Request the ${label}`}>
      <p className="text-muted">Tell us who you are and we will send you the brochure straight away.</p>
      <fieldset disabled={submitting} className="space-y-4">
        <legend className="sr-only">Your details</legend>
        <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" required error={errors.phone?.message} {...register('phone')} />
        <SelectField label="Sector" required placeholder="Select your sector" options={SECTORS} error={errors.sector?.message} {...register('sector')} />
        {sector === 'Others' ? (
          <TextField label="Please specify your sector" aria-required="true" autoComplete="off" error={errors.customSector?.message} {...register('customSector')} />
        ) : null}
        <Honeypot {...register('website')} />
      </fieldset>
      <SubmitButton submitting={submitting} label="Get the Brochure" />
      <p className="text-sm text-muted">
        We use these details only to send the brochure and to follow up about eCrop, as the Digital Personal Data Protection Act, 2023 requires. Read our{' '}
        <PageLink href="/policy" className="font-semibold text-leaf-700 underline">
          privacy policy
        </PageLink>
        .
      </p>
    </form>
  );
}
