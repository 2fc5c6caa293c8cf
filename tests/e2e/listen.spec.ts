import { expect, test, type Page } from '@playwright/test';
import { dictionaryFor } from '@/content/i18n';
import { language, type Lang } from '@/lib/i18n';
import { hrefOf, localePath } from '@/lib/routes';
import { controlled } from './support';

/**
 * The Listen control, against a speech-synthesis recorder installed before the page loads: the browser's
 * speechSynthesis replaced by one that records what it is asked to say, in which voice and at what speed,
 * and finishes an utterance when the test says so.
 */

declare global {
  interface Window {
    spoken: Array<{ text: string; lang: string; voice: string | undefined; rate: number }>;
    speechCalls: string[];
    finishUtterance: () => void;
  }
}

async function installRecorder(page: Page, voices: Array<{ lang: string; name: string }>) {
  await page.addInitScript((voiceList) => {
    // Utterances the recorder can take voices that are plain objects (the browser's own refuse any but its voices).
    class RecordedUtterance extends EventTarget {
      text: string;
      lang = '';
      voice: SpeechSynthesisVoice | null = null;
      rate = 1;
      pitch = 1;
      volume = 1;
      constructor(text = '') {
        super();
        this.text = text;
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordedUtterance, configurable: true });
    const queue: SpeechSynthesisUtterance[] = [];
    window.spoken = [];
    window.speechCalls = [];
    const fake = {
      paused: false,
      speaking: false,
      pending: false,
      getVoices: () => voiceList.map((voice) => ({ ...voice, default: false, localService: true, voiceURI: voice.name }) as SpeechSynthesisVoice),
      speak(utterance: SpeechSynthesisUtterance) {
        window.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.lang, rate: utterance.rate });
        queue.push(utterance);
      },
      cancel() {
        window.speechCalls.push('cancel');
        for (const utterance of queue.splice(0)) utterance.dispatchEvent(Object.assign(new Event('error'), { error: 'canceled' }));
      },
      pause() {
        window.speechCalls.push('pause');
        fake.paused = true;
      },
      resume() {
        window.speechCalls.push('resume');
        fake.paused = false;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    window.finishUtterance = () => queue.shift()?.dispatchEvent(new Event('end'));
    Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
  }, voices);
}

const listenButton = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: dictionaryFor(lang).listen.region }).getByRole('button', { name: dictionaryFor(lang).listen.listen });

for (const lang of ['mr', 'hi', 'en'] as const) {
  const { speech, englishName } = language(lang);
  const words = dictionaryFor(lang).listen;

  test(`Listen reads an ${englishName} page's main text in ${speech}, pauses, resumes, and the highlight follows`, async ({ page }) => {
    await installRecorder(page, [
      { lang: 'en-IN', name: 'English India' },
      { lang: speech, name: `${englishName} voice` },
    ]);
    await page.goto(hrefOf(localePath('/ecrop', lang)));
    await listenButton(page, lang).click();
    await expect.poll(() => page.evaluate(() => window.spoken.length)).toBe(1);
    const first = await page.evaluate(() => window.spoken[0]!);
    // The first block is the page's heading, in the page's language and voice, at normal speed.
    expect(first.text).toBe((await page.getByRole('heading', { level: 1 }).innerText()).trim());
    expect(first).toMatchObject({ lang: speech, voice: speech, rate: 1 });
    await expect(page.locator('[data-listen-current]')).toHaveText(first.text);

    // The end of one block reads the next, and the highlight moves with it.
    await page.evaluate(() => window.finishUtterance());
    await expect.poll(() => page.evaluate(() => window.spoken.length)).toBe(2);
    const second = await page.evaluate(() => window.spoken[1]!.text);
    await expect(page.locator('[data-listen-current]')).toHaveText(second);
    await expect(page.locator('[data-listen-current]')).toBeInViewport();

    const region = page.getByRole('region', { name: words.region });
    await region.getByRole('button', { name: words.pause }).click();
    await expect(region.getByRole('status')).toHaveText(words.paused);
    await region.getByRole('button', { name: words.resume }).click();
    await expect(region.getByRole('status')).toHaveText(words.reading);
    expect(await page.evaluate(() => window.speechCalls.filter((call) => call !== 'cancel'))).toEqual(['pause', 'resume']);

    // A new speed reads the current block again at it.
    await region.getByRole('combobox', { name: words.speed }).selectOption('1.25');
    await expect.poll(() => page.evaluate(() => window.spoken.at(-1))).toMatchObject({ text: second, rate: 1.25 });
    await region.getByRole('button', { name: words.stop }).click();
    await expect(page.locator('[data-listen-current]')).toHaveCount(0);
  });
}

test('where the device has no voice for the language, Listen says so instead of reading in another voice', async ({ page }) => {
  await installRecorder(page, [
    { lang: 'en-IN', name: 'English India' },
    { lang: 'hi-IN', name: 'Hindi' },
  ]);
  await page.goto('/mr/ecrop/');
  await listenButton(page, 'mr').click();
  const region = page.getByRole('region', { name: dictionaryFor('mr').listen.region });
  await expect(region.getByRole('status')).toHaveText(dictionaryFor('mr').listen.noVoice);
  await expect(region.getByRole('button', { name: dictionaryFor('mr').listen.listen })).toBeDisabled();
  expect(await page.evaluate(() => window.spoken)).toEqual([]);
});

test('the Listen control is reachable by keyboard, and pages that are forms or lists have none', async ({ page }) => {
  await installRecorder(page, [{ lang: 'en-IN', name: 'English India' }]);
  await page.goto('/about/');
  const button = listenButton(page, 'en');
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.spoken.length)).toBe(1);
  for (const path of ['/', '/contact/', '/search/', '/blog/']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: dictionaryFor('en').listen.region })).toHaveCount(0);
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('Listen reads a saved page offline the first time it is pressed: the worker precached its reading code', async ({ page, context }) => {
    await installRecorder(page, [{ lang: language('mr').speech, name: 'Marathi voice' }]);
    await controlled(page, hrefOf(localePath('/crop-monitoring', 'mr')));
    await context.setOffline(true);
    await page.reload();
    await listenButton(page, 'mr').click();
    await expect.poll(() => page.evaluate(() => window.spoken.length)).toBe(1);
    expect(await page.evaluate(() => window.spoken[0]!.text)).toBe((await page.getByRole('heading', { level: 1 }).innerText()).trim());
  });
});
