import { CloudSun } from 'lucide-react';
import { site, whatsappUrl } from '@/content/site';
import { fill } from '@/lib/i18n';
import type { Words } from '@/content/i18n/en';
import { FeedbackLauncher } from '@/components/forms/feedback-launcher';
import type { FormWords } from '@/components/forms/form-words';
import { SocialIcon } from './social-icon';

/**
 * Floating actions on every page, in its language: 'Give Feedback' (opens the feedback modal), the
 * weather-AI assistant (external, new tab) and WhatsApp.
 */
export function FloatingButtons({ text, feedbackText, closeLabel }: { text: Words['shell']; feedbackText: FormWords; closeLabel: string }) {
  const round = 'flex size-12 items-center justify-center rounded-full shadow-card ring-2 ring-white transition-transform hover:scale-105';
  return (
    <aside aria-label={text.quickHelp}>
      <FeedbackLauncher label={text.giveFeedback} closeLabel={closeLabel} text={feedbackText} />
      <ul className="fixed right-3 bottom-3 z-30 flex flex-col gap-3">
        <li>
          <a
            href={site.external.weatherAi.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(text.weatherAssistant, { label: site.external.weatherAi.label })}
            className={`${round} bg-sky-700 text-white`}
          >
            <CloudSun aria-hidden="true" className="size-6" />
          </a>
        </li>
        <li>
          <a
            href={whatsappUrl(fill(text.whatsappGreeting, { brand: site.brand }))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text.whatsappChat}
            className={`${round} bg-[#1A7F3C] text-white`}
          >
            <SocialIcon network="WhatsApp" className="size-6" />
          </a>
        </li>
      </ul>
    </aside>
  );
}
