/**
 * A tap on a button whose code has not hydrated yet meets a button with nothing behind it: on a slow phone
 * the menu toggle, a brochure button or "Add to cart" would seem dead. That holds before the page's scripts
 * start, and after too, while React is still hydrating the part of the page the button is in, or waits
 * for the chunk of its island: React then drops the click. The inline script of
 * components/layout/early-tap-catcher.tsx keeps such a tap from everyone, React included (so it is never
 * acted on twice), and clicks the button again once React has committed it.
 *
 * "Committed" is read from React's fibers (lib/react-internals.ts): the button is the host node of a fiber
 * in the root's current tree. Its own keys are not enough: React writes them while it renders, and a
 * render can still be thrown away or be waiting, and a click then lands on nothing (it did in 5 of 10
 * taps on /ecrop/ at a 4× slowdown).
 */

/** The window property that holds the button tapped before React committed it. */
export const EARLY_TAP_KEY = '__earlyTap';

/** Set on the remembered button until it is clicked again, so the reader sees the tap was taken (app/globals.css). */
export const EARLY_TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

/** How often a remembered tap looks whether React has committed its button. */
export const EARLY_TAP_POLL_MS = 50;

/** The fields of a React fiber the catcher reads. */
interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  stateNode: unknown;
}

/**
 * Holds the last tap on a button of the server's HTML that React has not committed, and makes it again
 * once it has. Self-contained: its own source is the inline script. A submit button of a form is left out:
 * the browser submits the form, which works without scripts. So is a button a script made after the page
 * was parsed (swiper's pagination dots): React never commits those, and their own listeners work at once.
 */
export function rememberEarlyTaps(win: Window, key: string, containerPrefix: string, pendingAttribute: string, pollMs: number): void {
  const store = win as unknown as Record<string, HTMLButtonElement | undefined>;
  let timer: ReturnType<typeof setInterval> | undefined;
  // The buttons of the server's HTML, once it is parsed; until then, every button is one.
  let parsed: WeakSet<Element> | undefined;
  const takeParsed = () => (parsed = new WeakSet(Array.prototype.slice.call(win.document.querySelectorAll('button'))));
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', takeParsed);
  else takeParsed();
  // In the capture phase on the window: before React's listener on the document, and any of the page's own.
  win.addEventListener('click', hold, true);

  /** Whether `element` is in React's committed tree: a search of the root's current fibers (a few thousand). */
  function committed(element: Element): boolean {
    let current: Fiber | undefined;
    // The root's container (the document itself, for Next) carries the key, which leads to the root and its current tree.
    for (let node: Node | null = element; node && !current; node = node.parentNode) {
      const keys = Object.keys(node);
      for (let i = 0; i < keys.length; i++) {
        if (keys[i]!.indexOf(containerPrefix) === 0) current = (node as unknown as Record<string, { stateNode?: { current?: Fiber } } | undefined>)[keys[i]!]?.stateNode?.current;
      }
    }
    // Children and siblings only: a fiber's `return` can point to an older version of its parent.
    const stack: Fiber[] = current ? [current] : [];
    while (stack.length) {
      const fiber = stack.pop()!;
      if (fiber.stateNode === element) return true;
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
    return false;
  }

  function hold(event: MouseEvent) {
    const target = event.target as Element | null;
    const button = target && target.closest ? (target.closest('button') as HTMLButtonElement | null) : null;
    if (!button || (button.form && button.type === 'submit') || (parsed && !parsed.has(button)) || committed(button)) return;
    event.stopImmediatePropagation();
    // Only the last tap is made again, so only the last button shows it is waiting.
    if (store[key] && store[key] !== button) store[key]!.removeAttribute(pendingAttribute);
    button.setAttribute(pendingAttribute, '');
    store[key] = button;
    if (timer === undefined) timer = setInterval(replayWhenCommitted, pollMs);
  }

  function replayWhenCommitted() {
    const button = store[key];
    if (button && button.isConnected && !committed(button)) return;
    clearInterval(timer);
    timer = undefined;
    delete store[key];
    if (!button) return;
    button.removeAttribute(pendingAttribute);
    if (button.isConnected && !button.disabled) button.click();
  }
}
