import { clsx } from 'clsx';
import { CloudSun, MessageSquareText } from 'lucide-react';
import { site, whatsappUrl } from '@/content/site';
import { fill, type Lang } from '@/lib/i18n';
import { hrefOf, localePath, paths } from '@/lib/routes';
import type { Words } from '@/content/i18n/en';
import { FeedbackLauncher } from '@/components/forms/feedback-launcher';
import type { FormWords } from '@/components/forms/form-words';
import { SocialIcon } from './social-icon';

/*
 * Below 1280 px the page's text runs edge to edge (but for a 16–24 px margin), so no button can float beside
 * it without covering a strip of every line that scrolls past. There the three actions are one bar across
 * the bottom of the screen, labelled and always in view, which the page scrolls out from under like the
 * screen's own edge: the spacer below gives every page the bar's height (and the iPhone's home-indicator
 * inset) of room, so its last lines rise clear of it. From 1280 px the 1200 px column leaves a gutter wider
 * than the buttons, and they stand in it at the right edge: the feedback tab over two round buttons; the
 * list is then a transparent column whose gaps let clicks through, while its items (and the feedback
 * dialog inside the first) take them. The column is a grid whose two button rows are sized before the
 * buttons arrive: anchored at the bottom, a column that grew as the parser added each button would lift
 * the tab once painted (a layout shift). Pure CSS: the layout adds no script.
 */
const bar =
  'fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 border-t border-forest-900/15 bg-white pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] shadow-[0_-4px_16px_rgb(14_59_46/0.08)] ' +
  'xl:pointer-events-none xl:inset-x-auto xl:right-0 xl:bottom-[calc(0.75rem+env(safe-area-inset-bottom))] xl:grid-cols-1 xl:grid-rows-[auto_--spacing(12)_--spacing(12)] xl:justify-items-end xl:gap-3 xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none xl:*:pointer-events-auto';
/** One action in the bar: icon over its name, the whole cell the tap target. */
const cell = 'flex h-action-bar w-full flex-col items-center justify-center gap-1 px-1 text-sm leading-tight font-semibold text-forest-900 [&_svg]:size-5 max-xl:hover:bg-leaf-100';
/**
 * From 1280 px the actions float over whatever the page shows beside them, white text or the dark footer: a
 * two-tone focus ring (a dark ring between white bands) stands out from either, as the skip link's does.
 */
const floatingFocus = 'xl:focus-visible:outline-forest-900 xl:focus-visible:shadow-[0_0_0_8px_var(--color-white)]';
/** From 1280 px: a round button in the gutter, named by its aria-label, its words for screen readers only. */
const round = `${floatingFocus} xl:mr-3 xl:size-12 xl:gap-0 xl:rounded-full xl:text-white xl:shadow-card xl:ring-2 xl:ring-white xl:transition-transform xl:hover:scale-105 xl:[&_svg]:size-6 xl:[&>span]:sr-only`;
/** From 1280 px: the feedback tab, its words running up the screen's edge. */
const tab = `${floatingFocus} xl:h-auto xl:w-auto xl:rotate-180 xl:flex-row xl:gap-2 xl:rounded-r-lg xl:bg-forest-900 xl:px-2 xl:py-4 xl:text-white xl:shadow-card xl:[writing-mode:vertical-rl] xl:hover:bg-leaf-700 xl:[&_svg]:size-4`;

const feedbackAction = `${cell} ${tab} [&_svg]:text-leaf-700 xl:[&_svg]:text-white`;

/**
 * The quick actions on every page, in its language: 'Give Feedback' (opens the feedback modal), the
 * weather-AI assistant (external, new tab) and WhatsApp; one tap each, at every width. The modal needs
 * scripts: when they do not run, the button is hidden (the `script-only` rule of no-script-styles.tsx)
 * and a link of the same look and words leads to the feedback page, whose form is the same.
 */
export function FloatingButtons({ lang, text, feedbackText, closeLabel }: { lang: Lang; text: Words['shell']; feedbackText: FormWords; closeLabel: string }) {
  return (
    <aside aria-label={text.quickHelp}>
      <ul className={bar}>
        <li>
          <FeedbackLauncher label={text.giveFeedback} closeLabel={closeLabel} text={feedbackText} className={clsx(feedbackAction, 'script-only')} />
          <noscript>
            <a href={hrefOf(localePath(paths.feedback, lang))} className={feedbackAction}>
              <MessageSquareText aria-hidden="true" />
              <span>{text.giveFeedback}</span>
            </a>
          </noscript>
        </li>
        <li>
          <a
            href={site.external.weatherAi.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(text.weatherAssistant, { label: site.external.weatherAi.label })}
            className={`${cell} ${round} xl:bg-sky-700 [&_svg]:text-sky-700 xl:[&_svg]:text-white`}
          >
            <CloudSun aria-hidden="true" />
            <span>{site.external.weatherAi.label}</span>
          </a>
        </li>
        <li>
          <a
            href={whatsappUrl(fill(text.whatsappGreeting, { brand: site.brand }))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text.whatsappChat}
            className={`${cell} ${round} xl:bg-leaf-700 [&_svg]:text-leaf-700 xl:[&_svg]:text-white`}
          >
            <SocialIcon network="WhatsApp" />
            <span>{text.whatsappLabel}</span>
          </a>
        </li>
      </ul>
      <div aria-hidden="true" className="h-[calc(var(--spacing-action-bar)+env(safe-area-inset-bottom))] xl:hidden" />
    </aside>
  );
}
