import { CloudSun } from 'lucide-react';
import { site, whatsappUrl } from '@/content/site';
import { FeedbackLauncher } from '@/components/forms/feedback-launcher';
import { SocialIcon } from './social-icon';

/**
 * Floating actions on every page: 'Give Feedback' (opens the feedback modal), the weather-AI assistant
 * (external, new tab) and WhatsApp.
 */
export function FloatingButtons() {
  const round = 'flex size-12 items-center justify-center rounded-full shadow-card ring-2 ring-white transition-transform hover:scale-105';
  return (
    <aside aria-label="Quick help">
      <FeedbackLauncher />
      <ul className="fixed right-3 bottom-3 z-30 flex flex-col gap-3">
        <li>
          <a
            href={site.external.weatherAi.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.external.weatherAi.label} assistant (opens in a new tab)`}
            className={`${round} bg-sky-700 text-white`}
          >
            <CloudSun aria-hidden="true" className="size-6" />
          </a>
        </li>
        <li>
          <a
            href={whatsappUrl(`Hello ${site.brand}, I would like to know more.`)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat with us on WhatsApp (opens in a new tab)"
            className={`${round} bg-[#1A7F3C] text-white`}
          >
            <SocialIcon network="WhatsApp" className="size-6" />
          </a>
        </li>
      </ul>
    </aside>
  );
}
