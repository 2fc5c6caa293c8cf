/**
 * The state of one dropdown level (top-level or sub-dropdown): which one is open, and whether a click
 * "pinned" it. Hover opens unpinned; leaving closes only an unpinned one; a click pins a hover-opened
 * dropdown, and a click on a pinned one closes it. So "clicking the same one again closes it" holds for
 * mouse, touch and keyboard alike, and the click that follows a hover does not slam the menu shut.
 * Opening one closes any other at the same level, since the state holds a single label.
 */
export type OpenDropdown = { label: string; pinned: boolean } | null;

export function enterDropdown(current: OpenDropdown, label: string): OpenDropdown {
  return current?.label === label ? current : { label, pinned: false };
}

export function clickDropdown(current: OpenDropdown, label: string): OpenDropdown {
  if (current?.label !== label) return { label, pinned: true };
  return current.pinned ? null : { label, pinned: true };
}

export function closeDropdown(current: OpenDropdown, label: string, { onlyUnpinned = false } = {}): OpenDropdown {
  if (current?.label !== label) return current;
  if (onlyUnpinned && current.pinned) return current;
  return null;
}
