'use client';

import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { Pause, Play, Square, Volume2 } from 'lucide-react';
import type { Words } from '@/content/i18n/en';
import { LISTEN_SKIP_ATTRIBUTE } from './marker';
import type { PageReader } from './reader';

export type ListenWords = Words['listen'];

/** The speeds offered: slower for a new listener or a technical page, faster for a familiar one. */
export const LISTEN_RATES = [0.8, 1, 1.25] as const;

type State = 'idle' | 'starting' | 'speaking' | 'paused' | 'finished' | 'noVoice' | 'unsupported';

const buttonClass = 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-forest-900 px-4 font-semibold text-forest-900 hover:bg-leaf-100 disabled:opacity-60';

/**
 * "Listen": the page's main text read aloud in the page's language (`speech`, e.g. "mr-IN") by the device's
 * own voice, with pause and resume, three speeds, and the block being read highlighted and kept in view.
 * The reading code loads only when Listen is pressed. Where the device has no voice for the language the
 * control says so rather than reading in another language's voice. Hidden without scripts (`script-only`).
 */
export function ListenBar({ speech, words, className }: { speech: string; words: ListenWords; className?: string }) {
  const [state, setState] = useState<State>('idle');
  const [rate, setRate] = useState<number>(1);
  const reader = useRef<PageReader | undefined>(undefined);

  useEffect(() => () => reader.current?.stop(), []);

  async function listen() {
    if (state === 'speaking') {
      reader.current?.pause();
      return setState('paused');
    }
    if (state === 'paused') {
      reader.current?.resume();
      return setState('speaking');
    }
    if (!('speechSynthesis' in window)) return setState('unsupported');
    setState('starting');
    try {
      const { PageReader, readableBlocks, voiceFor } = await import('./reader');
      const voice = await voiceFor(speech);
      if (!voice) return setState('noVoice');
      const main = document.getElementById('main');
      reader.current = new PageReader(readableBlocks(main ?? document.body), voice, rate, () => setState('finished'));
      reader.current.start();
      setState('speaking');
    } catch (error) {
      // A browser whose speech fails (or whose code did not load) says it cannot read aloud; the page is untouched.
      console.error(error);
      setState('unsupported');
    }
  }

  function stop() {
    reader.current?.stop();
    reader.current = undefined;
    setState('idle');
  }

  function changeRate(next: number) {
    setRate(next);
    reader.current?.setRate(next);
  }

  const active = state === 'speaking' || state === 'paused';
  const status = { speaking: words.reading, paused: words.paused, finished: words.finished, noVoice: words.noVoice, unsupported: words.unsupported }[state as 'speaking'];
  const cannot = state === 'noVoice' || state === 'unsupported';
  return (
    <section aria-label={words.region} {...{ [LISTEN_SKIP_ATTRIBUTE]: '' }} className={clsx('script-only container-content flex flex-wrap items-center gap-3 py-4', className)}>
      <button type="button" onClick={listen} disabled={state === 'starting' || cannot} className={buttonClass}>
        {state === 'speaking' ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : state === 'paused' ? (
          <Play aria-hidden="true" className="size-5" />
        ) : (
          <Volume2 aria-hidden="true" className="size-5" />
        )}
        {state === 'speaking' ? words.pause : state === 'paused' ? words.resume : words.listen}
      </button>
      {active ? (
        <button type="button" onClick={stop} className={buttonClass}>
          <Square aria-hidden="true" className="size-4" />
          {words.stop}
        </button>
      ) : null}
      <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-900">
        {words.speed}
        <select value={rate} onChange={(event) => changeRate(Number(event.target.value))} className="min-h-11 rounded-lg border-2 border-forest-900 bg-white px-2">
          {LISTEN_RATES.map((value) => (
            <option key={value} value={value}>
              {`${value}×`}
            </option>
          ))}
        </select>
      </label>
      <p role="status" className={cannot ? 'font-semibold text-red-800' : 'text-muted'}>
        {status ?? ''}
      </p>
    </section>
  );
}
