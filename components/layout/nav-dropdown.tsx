import { clsx } from 'clsx';
import { useEffect, useRef, type Dispatch, type FocusEvent, type RefObject, type SetStateAction } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { isGroup, type NavGroup } from '@/lib/nav-items';
import { HOVER_CLOSE_DELAY_MS, NAV_BREAKPOINT_PX } from '@/lib/constants';
import { clickDropdown, closeDropdown, enterDropdown, type OpenDropdown } from './dropdown-state';
import { NavLink, currentness } from './nav-link';

/** The open dropdown of one level, and its setter. */
export interface DropdownLevel {
  open: OpenDropdown;
  setOpen: Dispatch<SetStateAction<OpenDropdown>>;
}

/** Both levels of the menu: a dropdown drives the level it sits on. */
export interface DropdownLevels {
  top: DropdownLevel;
  sub: DropdownLevel;
}

interface NavDropdownProps {
  group: NavGroup;
  level: 'top' | 'sub';
  levels: DropdownLevels;
  /** The normalised path of the page being shown. */
  currentPath: string;
  /** True while Escape hands focus back to a dropdown button, so that this focus does not reopen it. */
  returningFocus: RefObject<boolean>;
}

/** A desktop panel's edge: a shadow and a ring, and a border in forced colours, which drop both. */
const desktopPanelEdge = 'nav:shadow-card nav:ring-1 nav:ring-forest-900/10 nav:forced-colors:border';

function isDesktop(): boolean {
  return window.matchMedia(`(min-width: ${NAV_BREAKPOINT_PX}px)`).matches;
}

/**
 * The panel's id for aria-controls, from the group's id ("satellite-monitoring" → "menu-satellite-monitoring"),
 * which is the same in every language: a label in Devanagari has no letters a slug could keep.
 */
export function panelId(groupId: string): string {
  return `menu-${groupId}`;
}

/** Whether the page being shown is somewhere inside the group. */
function containsCurrent(group: NavGroup, currentPath: string): boolean {
  return group.items.some((item) => (isGroup(item) ? containsCurrent(item, currentPath) : currentness(item.href, currentPath) !== undefined));
}

/**
 * One dropdown: its button and its panel, at the top level of the menu bar or as a sub-dropdown inside a
 * top-level panel. On desktop it opens on hover and on keyboard focus, and closes when the pointer or focus
 * leaves; a click or tap toggles it at every width. Opening a top-level dropdown closes any open sub-dropdown.
 * The pointer leaving closes it only after a short delay, cancelled if the pointer comes back: a hand moving
 * diagonally from an entry to its panel crosses the entries below it on the way.
 */
export function NavDropdown({ group, level, levels, currentPath, returningFocus }: NavDropdownProps) {
  const { open: openDropdown, setOpen } = levels[level];
  const open = openDropdown?.id === group.id;
  const id = panelId(group.id);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function cancelClosing() {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }
  useEffect(() => cancelClosing, []);

  // A pointer that came to rest on the entry before the page hydrated sent its mouseenter to nobody, and
  // sends no other until it leaves: the dropdown opens now, as it would have then. (Until hydration the
  // stylesheet opens it on :hover, app/globals.css.)
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isDesktop() && item.current?.matches(':hover')) {
      setOpen((current) => enterDropdown(current, group.id));
      afterOpening();
    }
    // On mount only: later hovers are the mouse events'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Called by every event that opens this dropdown: a top-level one that was closed resets the sub-dropdown. */
  function afterOpening() {
    if (level === 'top' && !open) levels.sub.setOpen(null);
  }

  function onMouseEnter() {
    cancelClosing();
    if (!isDesktop()) return;
    setOpen((current) => enterDropdown(current, group.id));
    afterOpening();
  }

  function onMouseLeave() {
    if (!isDesktop()) return;
    cancelClosing();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setOpen((current) => closeDropdown(current, group.id, { onlyUnpinned: true }));
    }, HOVER_CLOSE_DELAY_MS);
  }

  function onClick() {
    cancelClosing();
    setOpen((current) => clickDropdown(current, group.id));
    afterOpening();
  }

  function onFocus(event: FocusEvent<HTMLButtonElement>) {
    // Keyboard focus opens on desktop; a mouse click's focus is left to onClick.
    if (returningFocus.current || !isDesktop() || !event.currentTarget.matches(':focus-visible')) return;
    cancelClosing();
    setOpen((current) => enterDropdown(current, group.id));
    afterOpening();
  }

  /** Focus moving out of the dropdown (button and panel) closes it on desktop. */
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!isDesktop()) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen((current) => closeDropdown(current, group.id));
    }
  }

  if (level === 'sub') {
    return (
      <li ref={item} className="relative nav:col-span-2" onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} onBlur={onBlur}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onClick}
          onFocus={onFocus}
          className={clsx(
            'flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left font-semibold text-forest-900 hover:bg-leaf-100',
            (open || containsCurrent(group, currentPath)) && 'bg-leaf-100',
          )}
        >
          {group.label}
          <ChevronRight aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-90 nav:rotate-0')} />
        </button>
        {/* pl-2 bridges the parent panel's padding between this entry and its panel, so the hover is not lost on the way across. */}
        <div className={clsx('dd-panel nav:absolute nav:top-0 nav:left-full nav:pl-2', open ? 'block' : 'hidden')}>
          <ul id={id} className={`ml-3 border-l-2 border-leaf-500 pl-2 nav:ml-0 nav:w-60 nav:rounded-xl nav:border-0 nav:bg-white nav:p-2 ${desktopPanelEdge}`}>
            {/* The menu goes two levels deep: a group nested in a sub-dropdown is not shown. */}
            {group.items.map((item) => (
              <li key={item.label}>{isGroup(item) ? null : <NavLink item={item} variant="panel" currentPath={currentPath} />}</li>
            ))}
          </ul>
        </div>
      </li>
    );
  }

  const wide = group.items.length > 8;
  return (
    <li ref={item} className="relative" onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} onBlur={onBlur}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onClick}
        onFocus={onFocus}
        className={clsx(
          'flex min-h-11 w-full items-center justify-between gap-1 rounded-md px-3 py-2 font-semibold text-white hover:bg-white/10 nav:w-auto nav:text-[15px]',
          containsCurrent(group, currentPath) && 'underline decoration-gold-400 decoration-2',
        )}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {/* pt-2 bridges the gap between button and panel so the hover is not lost on the way down. */}
      <div className={clsx('dd-panel nav:absolute nav:top-full nav:left-0 nav:pt-2', open ? 'block' : 'hidden')}>
        {/* More than eight entries are laid out in two columns on desktop. */}
        <ul id={id} className={clsx(`mt-1 rounded-xl bg-white p-2 nav:mt-0 ${desktopPanelEdge}`, wide ? 'nav:grid nav:w-[30rem] nav:grid-cols-2 nav:gap-x-2' : 'nav:w-60')}>
          {group.items.map((item) =>
            isGroup(item) ? (
              <NavDropdown key={item.id} group={item} level="sub" levels={levels} currentPath={currentPath} returningFocus={returningFocus} />
            ) : (
              <li key={item.label}>
                <NavLink item={item} variant="panel" currentPath={currentPath} />
              </li>
            ),
          )}
        </ul>
      </div>
    </li>
  );
}
