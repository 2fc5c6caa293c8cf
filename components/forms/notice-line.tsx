import type { Words } from '@/content/i18n/en';
import { PageLink } from '@/components/ui/page-link';

/**
 * A form's privacy notice, in one line: what the form keeps, why and for how long, then the link to the
 * privacy policy, which says the same at length. The version of these words goes with every submission
 * (content/privacy-notice.ts).
 */
export function NoticeLine({ notice, policyHref, words }: { notice: string; policyHref: string; words: Pick<Words['forms'], 'privacyLink' | 'privacyTail'> }) {
  return (
    <p className="text-sm text-muted">
      {notice}{' '}
      <PageLink href={policyHref} className="font-semibold text-leaf-700 underline">
        {words.privacyLink}
      </PageLink>
      {words.privacyTail}
    </p>
  );
}
