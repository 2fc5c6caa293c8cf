import { clsx } from 'clsx';
import { formWords } from '@/components/forms/form-words.server';
import { words } from '@/content/i18n';
import { ecropBrochurePath } from '@/lib/brochure';
import { requestLang } from '@/lib/request-lang';
import { contactFormPath, hrefOf } from '@/lib/routes';
import { BrochureButton } from './islands';

/**
 * The brochure request of a page: the button that opens the lead form's modal, which needs scripts. When
 * they do not run, the button is hidden (the `script-only` rule of layout/no-script-styles.tsx) and a link
 * to the contact page's form stands in its place, in the page's language. The brochure is the page language's
 * copy (a translation's opens with a note in its language).
 */
export function BrochureAction({ label, className }: { label: string; className: string }) {
  const t = words();
  const lang = requestLang();
  return (
    <>
      <BrochureButton label={label} className={clsx(className, 'script-only')} pdfUrl={ecropBrochurePath(lang)} words={formWords()} closeLabel={t.sections.close} />
      <noscript>
        <a href={hrefOf(contactFormPath(lang))} className={className}>
          {t.sections.brochureWithoutScript}
        </a>
      </noscript>
    </>
  );
}
