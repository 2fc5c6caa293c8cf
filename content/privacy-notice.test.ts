/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from './i18n/en';
import { hi } from './i18n/hi';
import { DEFAULT_RETENTION_DAYS, NOTICE_VERSION } from './privacy-notice';

interface LegalSection {
  type: string;
  effectiveDate?: string;
  sections?: Array<{ id: string; body: string }>;
}

function policy(file: string): LegalSection {
  const page = JSON.parse(readFileSync(path.join(__dirname, 'pages', file), 'utf8')) as { sections: LegalSection[] };
  const legal = page.sections.find((section) => section.type === 'legal');
  if (!legal) throw new Error(`${file} has no legal section`);
  return legal;
}

// The retention job's default, in the months the notice lines speak of.
const MONTHS = Math.round((DEFAULT_RETENTION_DAYS / 365) * 12);

describe.each([
  { lang: 'en', words: en, file: 'policy.json', period: `${MONTHS} months` },
  { lang: 'hi', words: hi, file: 'policy.hi.json', period: `${MONTHS} महीने` },
])('the privacy notice in $lang', ({ words, file, period }) => {
  it('is one line on every form that says for how long it keeps what it asks, as long as the retention job keeps it', () => {
    const lines = [words.forms.brochureConsent, words.forms.contactConsent, words.forms.feedbackConsent, words.order.notice];
    for (const line of lines) {
      expect(line).toContain(period);
      expect(line).not.toContain('\n');
    }
  });

  it('has its version in the policy, which states the same period', () => {
    const legal = policy(file);
    expect(legal.effectiveDate).toBe(NOTICE_VERSION);
    expect(legal.sections?.find((section) => section.id === 'retention')?.body).toContain(period);
  });
});
