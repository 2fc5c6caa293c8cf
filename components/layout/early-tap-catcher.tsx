import { EARLY_TAP_KEY, EARLY_TAP_PENDING_ATTRIBUTE, REACT_LISTENING_PREFIX, rememberEarlyTaps } from '@/lib/early-tap';
import { InlineCall } from './inline-call';

/** The inline script, in the head, that remembers a button tapped before the page's scripts start (lib/early-tap.ts). */
export function EarlyTapCatcher() {
  return <InlineCall fn={rememberEarlyTaps} global="window" args={[EARLY_TAP_KEY, REACT_LISTENING_PREFIX, EARLY_TAP_PENDING_ATTRIBUTE]} />;
}
