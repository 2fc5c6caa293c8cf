import { EARLY_TAP_KEY, REACT_LISTENING_PREFIX, rememberEarlyTaps } from '@/lib/early-tap';

/** The inline script, in the head, that remembers a button tapped before the page's scripts start (lib/early-tap.ts). */
export function EarlyTapCatcher() {
  const source = `(${rememberEarlyTaps.toString()})(window,${JSON.stringify(EARLY_TAP_KEY)},${JSON.stringify(REACT_LISTENING_PREFIX)})`;
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
