/**
 * Reading a page's main text aloud with the browser's own speech synthesis (the phone's voices, so it works
 * offline and costs no download). Loaded only when a reader presses Listen (listen-bar.tsx).
 *
 * The text is read a block at a time (a heading, a paragraph, a list item): one utterance each, so the block
 * being read can be highlighted and kept in view, and so Chrome's cut-off of long utterances never bites.
 */

import { LISTEN_SKIP_ATTRIBUTE } from './marker';

/** What is read: the blocks of prose. Menus, forms, dialogs and what is hidden or marked to skip are not. */
const BLOCKS = 'h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption, summary';
const SKIPPED = `nav, form, dialog, button, select, [aria-hidden="true"], .sr-only, [${LISTEN_SKIP_ATTRIBUTE}]`;

/** The attribute on the block being read; app/globals.css highlights it. */
export const CURRENT_BLOCK = 'data-listen-current';

/**
 * The blocks of `root` in reading order, from the page's heading on (what comes before it, a banner's
 * eyebrow, is a label): visible, with words, and none inside another (an item's paragraph is read once).
 */
export function readableBlocks(root: ParentNode): HTMLElement[] {
  const candidates = [...root.querySelectorAll<HTMLElement>(BLOCKS)].filter(
    (element) => !element.closest(SKIPPED) && (element.innerText ?? element.textContent ?? '').trim() !== '' && isShown(element),
  );
  const blocks = candidates.filter((element) => !candidates.some((other) => other !== element && element.contains(other)));
  const heading = blocks.findIndex((element) => element.tagName === 'H1');
  return heading > 0 ? blocks.slice(heading) : blocks;
}

function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return element.getClientRects().length > 0;
}

const normalised = (lang: string) => lang.replace('_', '-').toLowerCase();

/**
 * The device's voice for a language ("mr-IN"): the exact locale, else any of the language ("mr"). Voices
 * arrive after the page loads in some browsers, so an empty list is waited on for a moment.
 */
export async function voiceFor(speech: string, synth: SpeechSynthesis = window.speechSynthesis, waitMs = 1500): Promise<SpeechSynthesisVoice | undefined> {
  let voices = synth.getVoices();
  if (voices.length === 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      synth.addEventListener('voiceschanged', () => (clearTimeout(timer), resolve()), { once: true });
    });
    voices = synth.getVoices();
  }
  const wanted = normalised(speech);
  const language = wanted.split('-')[0];
  return voices.find((voice) => normalised(voice.lang) === wanted) ?? voices.find((voice) => normalised(voice.lang).split('-')[0] === language);
}

export type ReaderEvent = 'finished';

/** Reads blocks one after another in one voice; pause, resume, a new speed (from the block being read) and stop. */
export class PageReader {
  private index = 0;
  /** Bumped whenever reading is cut short, so the cancelled utterance's end does not move on. */
  private generation = 0;

  constructor(
    private readonly blocks: HTMLElement[],
    private readonly voice: SpeechSynthesisVoice,
    private rate: number,
    private readonly onFinished: () => void,
    private readonly synth: SpeechSynthesis = window.speechSynthesis,
  ) {}

  start(): void {
    this.index = 0;
    this.speakCurrent();
  }

  pause(): void {
    this.synth.pause();
  }

  resume(): void {
    this.synth.resume();
  }

  /** A new speed takes effect at once: the block being read starts again at it. */
  setRate(rate: number): void {
    this.rate = rate;
    if (this.index < this.blocks.length) this.speakCurrent();
  }

  stop(): void {
    this.generation += 1;
    this.synth.cancel();
    this.mark(undefined);
  }

  private speakCurrent(): void {
    this.generation += 1;
    const generation = this.generation;
    this.synth.cancel();
    const block = this.blocks[this.index];
    if (!block) {
      this.mark(undefined);
      this.onFinished();
      return;
    }
    this.mark(block);
    const utterance = new SpeechSynthesisUtterance((block.innerText || block.textContent || '').trim());
    utterance.voice = this.voice;
    utterance.lang = this.voice.lang;
    utterance.rate = this.rate;
    const next = () => {
      if (generation !== this.generation) return;
      this.index += 1;
      this.speakCurrent();
    };
    utterance.addEventListener('end', next);
    utterance.addEventListener('error', (event) => {
      // A cancel (stop, a new speed) is no failure; anything else skips the block rather than stalling.
      if (event.error !== 'canceled' && event.error !== 'interrupted') next();
    });
    this.synth.speak(utterance);
  }

  private mark(block: HTMLElement | undefined): void {
    for (const element of this.blocks) element.removeAttribute(CURRENT_BLOCK);
    if (!block) return;
    block.setAttribute(CURRENT_BLOCK, '');
    block.scrollIntoView({ block: 'nearest', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }
}
