import { expect, test, type Page } from '@playwright/test';
import { en, type Words } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { site } from '@/content/site';
import { fill } from '@/lib/i18n';

/**
 * The quick actions ('Give Feedback', the weather-AI assistant, WhatsApp) never hide the page's text and
 * stay one tap away while it scrolls. Below 1280 px they are one opaque bar across the bottom of the screen,
 * which the page scrolls out from under like the screen's edge: nothing of them floats over the reading
 * area above it, and the page's last lines rise clear of it. From 1280 px they stand in the right-hand
 * gutter, beside the text column, and overlap no text at any scroll position.
 */

/** Text of the page: what a reader reads. */
const TEXT = 'p, h1, h2, h3, h4, h5, h6, li, dt, dd, th, td, blockquote, figcaption, label';
/** The list of the quick actions: the bar, or from 1280 px the column in the gutter. */
const ACTIONS_LIST = 'aside ul.fixed';
/** Below this width the actions are the bottom bar (Tailwind's xl, in components/layout/floating-buttons.tsx). */
const BAR_BELOW_PX = 1280;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
interface Layout {
  viewport: { width: number; height: number };
  bar: (Box & { background: string }) | null;
  actions: Array<Box & { name: string }>;
  text: Array<Box & { text: string }>;
}

/** Boxes, in viewport coordinates, of the actions, their bar and every visible text element of `scope`. */
function layout(page: Page, scope: string): Promise<Layout> {
  return page.evaluate(
    ({ scope, TEXT, ACTIONS_LIST }) => {
      const box = (element: Element) => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right };
      };
      /** What can be seen of a text element: its box cut by every ancestor that clips (a carousel's slides beyond its frame). */
      const seen = (element: Element) => {
        const shown = box(element);
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = box(parent);
          shown.top = Math.max(shown.top, clip.top);
          shown.bottom = Math.min(shown.bottom, clip.bottom);
          shown.left = Math.max(shown.left, clip.left);
          shown.right = Math.min(shown.right, clip.right);
        }
        return shown;
      };
      const aside = document.querySelector(ACTIONS_LIST)!;
      // From 1280 px the list is only a transparent column holding the buttons in the gutter.
      const barShown = getComputedStyle(aside).backgroundColor !== 'rgba(0, 0, 0, 0)';
      const actions = [...aside.querySelectorAll('a, button')].map((element) => ({
        ...box(element),
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
      }));
      const text = [...document.querySelectorAll(scope)]
        .flatMap((root) => [...root.querySelectorAll(TEXT)])
        .filter((element) => (element.textContent ?? '').trim() !== '' && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((element) => ({ ...seen(element), text: (element.textContent ?? '').trim().slice(0, 60) }))
        .filter((b) => b.right - b.left > 1 && b.bottom - b.top > 1 && b.bottom > 0 && b.top < innerHeight);
      return {
        viewport: { width: innerWidth, height: innerHeight },
        bar: barShown ? { ...box(aside), background: getComputedStyle(aside).backgroundColor } : null,
        actions,
        text,
      };
    },
    { scope, TEXT, ACTIONS_LIST },
  );
}

/** Where `a` and `b` overlap, as a box, or null (touching edges do not overlap). */
function overlap(a: Box, b: Box): Box | null {
  const top = Math.max(a.top, b.top);
  const bottom = Math.min(a.bottom, b.bottom);
  const left = Math.max(a.left, b.left);
  const right = Math.min(a.right, b.right);
  return bottom - top > 0.5 && right - left > 0.5 ? { top, bottom, left, right } : null;
}

/** Every (action, text) pair whose boxes overlap above `limit` (the top of the bar, or the screen's bottom). */
function covered(state: Layout, limit: number) {
  return state.actions.flatMap((action) =>
    state.text
      .map((text) => ({ action: action.name, text: text.text, area: overlap(action, { ...text, bottom: Math.min(text.bottom, limit) }) }))
      .filter((pair) => pair.area !== null),
  );
}

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((fraction) => {
    window.scrollTo({ top: Math.round((document.documentElement.scrollHeight - innerHeight) * fraction), behavior: 'instant' });
  }, fraction);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The three actions in the page's language, by their accessible names. */
function actionsOf(page: Page, words: Words) {
  return [
    page.getByRole('button', { name: words.shell.giveFeedback, exact: true }),
    page.getByRole('link', { name: fill(words.shell.weatherAssistant, { label: site.external.weatherAi.label }) }),
    page.getByRole('link', { name: words.shell.whatsappChat }),
  ];
}

const longPages = [
  { path: '/policy/', words: en },
  { path: '/buy-product/', words: en },
  { path: '/hi/ecrop/', words: hi },
];

for (const { path, words } of longPages) {
  test(`on ${path} the quick actions cover no text while the page scrolls, and each is one tap away`, async ({ page }) => {
    await page.goto(path);
    await expect(actionsOf(page, words)[0]!).toBeVisible();
    const { width } = page.viewportSize()!;

    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await scrollTo(page, fraction);
      const state = await layout(page, 'main');
      if (width < BAR_BELOW_PX) {
        // One opaque bar across the bottom of the screen holds all three; nothing floats above it.
        const bar = state.bar!;
        expect(bar, 'the bar of quick actions').not.toBeNull();
        expect(bar.background).toBe('rgb(255, 255, 255)');
        expect(Math.round(bar.bottom)).toBe(state.viewport.height);
        expect([Math.round(bar.left), Math.round(bar.right)]).toEqual([0, state.viewport.width]);
        for (const action of state.actions) expect(action.top, action.name).toBeGreaterThanOrEqual(bar.top);
        expect(covered(state, bar.top), `text covered above the bar at ${fraction * 100}% of the page`).toEqual([]);
      } else {
        expect(state.bar, 'no bar beside the text column').toBeNull();
        expect(covered(state, state.viewport.height), `text covered at ${fraction * 100}% of the page`).toEqual([]);
      }
      // Each whole on the screen, visible and enabled: one tap away wherever the reader is.
      for (const action of state.actions) {
        expect([action.top >= 0, action.left >= 0, action.bottom <= state.viewport.height, action.right <= state.viewport.width], action.name).toEqual([true, true, true, true]);
      }
      for (const action of actionsOf(page, words)) {
        await expect(action).toBeVisible();
        await expect(action).toBeEnabled();
        await expect(action).toBeInViewport();
      }
    }

    // At the very bottom, the page's last lines and the footer's have risen clear of every action.
    const end = await layout(page, 'main, footer');
    expect(
      end.actions.flatMap((action) => end.text.filter((text) => overlap(action, text)).map((text) => `${action.name} over "${text.text}"`)),
      'text under an action at the bottom of the page',
    ).toEqual([]);

    // Still one tap from the bottom of the page: 'Give Feedback' opens its modal, which closes on request.
    await actionsOf(page, words)[0]!.click();
    const dialog = page.getByRole('dialog', { name: words.forms.feedbackTitle });
    await expect(dialog).toBeVisible();
    // The dialog lives inside the actions' list: it takes taps like any other.
    const message = dialog.getByLabel(words.forms.yourMessage);
    await message.click();
    await expect(message).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(actionsOf(page, words)[0]!).toBeFocused();
  });
}

test('no quick action moves as the parser adds the ones after it: none shifts once painted', async ({ page }) => {
  await page.goto('/about/');
  await expect(actionsOf(page, en)[0]!).toBeVisible();
  // The boxes of the list's items, then again with only the first one, then the first two: the page as it is
  // painted while the parser has not yet reached the rest of the list.
  const boxes = await page.evaluate((selector) => {
    const list = document.querySelector(selector)!;
    const items = [...list.children];
    const boxOf = (item: Element) => {
      const { top, left, width, height } = item.getBoundingClientRect();
      return { top, left, width, height };
    };
    const whole = items.map(boxOf);
    const parsed = [1, 2].map((count) => {
      items.slice(count).forEach((item) => item.remove());
      const seen = items.slice(0, count).map(boxOf);
      items.slice(count).forEach((item) => list.append(item));
      return seen;
    });
    return { whole, parsed };
  }, ACTIONS_LIST);
  expect(boxes.whole).toHaveLength(3);
  expect(boxes.parsed[0]).toEqual(boxes.whole.slice(0, 1));
  expect(boxes.parsed[1]).toEqual(boxes.whole.slice(0, 2));
});
