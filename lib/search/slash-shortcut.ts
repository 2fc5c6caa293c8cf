import { subscribeStoredValue } from '@/lib/stored-value';

/**
 * Whether "/" opens the search dialog. A one-key shortcut can be set off by speech input or a stray key,
 * so the visitor can turn it off (WCAG 2.1.4, Character Key Shortcuts); the choice is kept on the device.
 * On unless turned off; where storage is blocked, the choice holds for this page view only.
 */
export const SLASH_SHORTCUT_KEY = 'search-slash-shortcut';
const CHANGE_EVENT = 'search:slash-shortcut';

/** The choice made in this page view, for when storage is blocked. */
let choiceThisView = true;

export function readSlashShortcut(): boolean {
  try {
    return window.localStorage.getItem(SLASH_SHORTCUT_KEY) !== 'off';
  } catch {
    return choiceThisView;
  }
}

export function writeSlashShortcut(on: boolean): void {
  choiceThisView = on;
  try {
    if (on) window.localStorage.removeItem(SLASH_SHORTCUT_KEY);
    else window.localStorage.setItem(SLASH_SHORTCUT_KEY, 'off');
  } catch {
    // Storage blocked: readSlashShortcut answers from choiceThisView.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the choice changes, here or in another tab. */
export function subscribeSlashShortcut(onChange: () => void): () => void {
  return subscribeStoredValue(SLASH_SHORTCUT_KEY, CHANGE_EVENT, onChange);
}
