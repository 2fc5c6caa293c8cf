import { PageLink } from '@/components/ui/page-link';
import { CloudSun, MessageSquareText } from 'lucide-react';
import { site, whatsappUrl } from '@/content/site';
import { SocialIcon } from './social-icon';

/**
 * Floating actions on every page: feedback, the weather-AI assistant (external) and WhatsApp.
 * 'Give Feedback' leads to the contact page until the feedback modal arrives with the lead-capture work.
 */
export function FloatingButtons() {
  const round = 'flex size-12 items-center justify-center rounded-full shadow-card ring-2 ring-white transition-transform hover:scale-105';
  return (
    <aside aria-label="Quick help">
      <PageLink
        href={'/contact'}
        className="fixed top-1/2 right-0 z-30 hidden -translate-y-1/2 rotate-180 items-center gap-2 rounded-r-lg bg-forest-900 px-2 py-4 text-sm font-semibold text-white shadow-card [writing-mode:vertical-rl] hover:bg-leaf-700 sm:inline-flex"
      >
        <MessageSquareText aria-hidden="true" className="size-4" />
        Give Feedback
      </PageLink>
      <ul className="fixed right-3 bottom-3 z-30 flex flex-col gap-3">
        <li className="sm:hidden">
          <PageLink href={'/contact'} className={`${round} bg-forest-900 text-white`} aria-label="Give Feedback">
            <MessageSquareText aria-hidden="true" className="size-5" />
          </PageLink>
        </li>
        <li>
          <a href={site.external.weatherAi.url} target="_blank" rel="noopener noreferrer" aria-label={`${site.external.weatherAi.label} assistant (opens in a new tab)`} className={`${round} bg-sky-700 text-white`}>
            <CloudSun aria-hidden="true" className="size-6" />
          </a>
        </li>
        <li>
          <a href={whatsappUrl('Hello HaritSat, I would like to know more.')} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp (opens in a new tab)" className={`${round} bg-[#1A7F3C] text-white`}>
            <SocialIcon network="WhatsApp" className="size-6" />
          </a>
        </li>
      </ul>
    </aside>
  );
}
