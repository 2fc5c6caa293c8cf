import { EARLY_TAP_KEY, EARLY_TAP_PENDING_ATTRIBUTE, EARLY_TAP_POLL_MS, rememberEarlyTaps } from '@/lib/early-tap';
import { REACT_CONTAINER_PREFIX } from '@/lib/react-internals';
import { InlineCall } from './inline-call';

/** The inline script, in the head, that holds a tap on a button not yet hydrated and makes it again (lib/early-tap.ts). */
export function EarlyTapCatcher() {
  return <InlineCall fn={rememberEarlyTaps} global="window" args={[EARLY_TAP_KEY, REACT_CONTAINER_PREFIX, EARLY_TAP_PENDING_ATTRIBUTE, EARLY_TAP_POLL_MS]} />;
}
