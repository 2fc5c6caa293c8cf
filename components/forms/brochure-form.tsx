'use client';

import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, MessageCircle, Phone } from 'lucide-react';
import { site, whatsappUrl } from '@/content/site';
import type { BrochureForm as BrochureFormValues } from '@/lib/leads/schema';
import { SECTORS } from '@/lib/leads/form-values';
import { brochurePayload, needsSectorText } from '@/lib/leads/brochure-payload';
import { leadSchemas } from '@/lib/leads/load-schemas';
import { fill } from '@/lib/i18n';
import { NoticeLine } from './notice-line';
import { Honeypot, SelectField, SubmitButton, TextField } from './fields';
import { useSubmission } from './use-submission';
import { SavedOffline, ThankYou } from './thank-you';
import { fieldError, useFormWords } from './form-words';

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
  const { forms: t, errors: messages, policyHref } = useFormWords();
  const { register, handleSubmit, setValue, setFocus, control, formState } = useForm<BrochureFormValues>({
    resolver: zodResolver(leadSchemas().brochureFormSchema),
    defaultValues: empty,
  });
  const sector = useWatch({ control, name: 'sector' });
  const { submitting, succeeded, queued, sentLater, submit } = submission;
  // Offline, the brochure can still be offered if this device kept it from an earlier visit.
  const [pdfSaved, setPdfSaved] = useState(false);
  useEffect(() => {
    if (!queued || typeof caches === 'undefined') return;
    let current = true;
    caches.match(pdfUrl).then(
      (response) => current && setPdfSaved(Boolean(response)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [queued, pdfUrl]);

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
      window.alert(t.sectorRequired);
      return;
    }
    await submit(brochurePayload(values, label));
  }

  if (queued) {
    return (
      <SavedOffline title={t.savedOfflineTitle} body={t.savedOfflineBody} className="space-y-3 text-center">
        {pdfSaved ? (
          <a href={pdfUrl} download className="btn-accent w-full">
            <Download aria-hidden="true" className="size-5" />
            {t.brochureDownload}
          </a>
        ) : null}
      </SavedOffline>
    );
  }
  if (succeeded) {
    return (
      <ThankYou title={t.brochureThanks} sentLater={sentLater} className="space-y-5 text-center">
        <p className="text-muted">{t.brochureReady}</p>
        <a href={pdfUrl} download className="btn-accent w-full">
          <Download aria-hidden="true" className="size-5" />
          {t.brochureDownload}
        </a>
        <div className="space-y-2 rounded-2xl bg-paper p-4 text-left">
          <p className="font-semibold text-forest-900">{t.needHelp}</p>
          <p className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-leaf-700" />
            {t.support}{' '}
            <a href={`tel:${site.assistancePhone.tel}`} className="font-semibold text-leaf-700 underline">
              {site.assistancePhone.display}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <MessageCircle aria-hidden="true" className="size-4 text-leaf-700" />
            <a href={whatsappUrl(fill(t.brochureWhatsapp, { brand: site.brand }))} target="_blank" rel="noopener noreferrer" className="font-semibold text-leaf-700 underline">
              {t.whatsappChat}
              <span className="sr-only"> {t.newTab}</span>
            </a>
          </p>
        </div>
      </ThankYou>
    );
  }

  const errors = formState.errors;
  return (
    // noValidate: the form's own checks, in the page's language and tied to each field, replace the
    // browser's bubbles, which speak the browser's language.
    <form noValidate onSubmit={handleSubmit(onValid)} className="relative space-y-5" aria-label={fill(t.brochureForm, { label })}>
      <p className="text-muted">{t.brochureLead}</p>
      <fieldset disabled={submitting} className="space-y-4">
        <legend className="sr-only">{t.yourDetails}</legend>
        <TextField label={t.fullName} autoComplete="name" required error={fieldError(errors.name?.message, t.fullName, messages)} {...register('name')} />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(errors.email?.message, t.email, messages)}
          {...register('email')}
        />
        <TextField label={t.phone} type="tel" autoComplete="tel" inputMode="tel" required error={fieldError(errors.phone?.message, t.phone, messages)} {...register('phone')} />
        <SelectField
          label={t.sector}
          required
          placeholder={t.sectorPlaceholder}
          options={SECTORS}
          optionLabels={t.sectorOptions}
          error={fieldError(errors.sector?.message, t.sector, messages)}
          {...register('sector')}
        />
        {sector === 'Others' ? (
          <TextField
            label={t.customSector}
            aria-required="true"
            autoComplete="off"
            error={fieldError(errors.customSector?.message, t.customSector, messages)}
            {...register('customSector')}
          />
        ) : null}
        <Honeypot label={t.honeypot} {...register('website')} />
      </fieldset>
      <SubmitButton submitting={submitting} label={t.brochureSubmit} submittingLabel={t.submitting} />
      <NoticeLine notice={t.brochureConsent} policyHref={policyHref} words={t} />
    </form>
  );
}
