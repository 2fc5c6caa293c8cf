/**
 * The state of one dropdown level (top-level or sub-dropdown): which one is open, and whether a click
 * "pinned" it. Hover opens unpinned; leaving closes only an unpinned one; a click pins a hover-opened
 * dropdown, and a click on a pinned one closes it. So "clicking the same one again closes it" holds for
 * mouse, touch and keyboard alike, and the click that follows a hover does not slam the menu shut.
 * Opening one closes any other at the same level, since the state holds a single dropdown, by its group's id.
 */
export type OpenDropdown = { id: string; pinned: boolean } | null;

export function enterDropdown(current: OpenDropdown, id: string): OpenDropdown {
  return current?.id === id ? current : { id, pinned: false };
}

export function clickDropdown(current: OpenDropdown, id: string): OpenDropdown {
  if (current?.id !== id) return { id, pinned: true };
  return current.pinned ? null : { id, pinned: true };
}

export function closeDropdown(current: OpenDropdown, id: string, { onlyUnpinned = false } = {}): OpenDropdown {
  if (current?.id !== id) return current;
  if (onlyUnpinned && current.pinned) return current;
  return null;
}
