'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isGroup, type NavItem } from '@/lib/nav-items';
import { normalisePath } from '@/lib/routes';
import { NAV_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@/lib/constants';
import { MenuToggle } from './menu-toggle';
import { NavDropdown, panelId, type DropdownLevels } from './nav-dropdown';
import { NavLink } from './nav-link';
import type { OpenDropdown } from './dropdown-state';

/**
 * The main menu.
 * At 1020px and wider, dropdowns open on hover and on keyboard focus; below it, a toggle opens the mobile menu.
 * One top-level and one sub-dropdown are open at a time; clicking the open one again closes it;
 * an outside click, Escape, a route change or a resize to desktop width (debounced 150 ms) resets all.
 * Without JavaScript, the noscript rules of no-script-styles.tsx show the menu and open dropdowns on hover and focus.
 */
/** The words of the header, in the page's language. */
export interface HeaderText {
  mainMenu: string;
  menu: string;
}

/**
 * What the header puts around the menu, rendered on the server (they read the site's content, which
 * should not travel in the page's scripts): the logo, the contact line with the external buttons in the
 * bar, the same on the dark menu panel below the desktop breakpoint, and the header actions.
 */
interface HeaderSlots {
  logo: ReactNode;
  contact: ReactNode;
  contactInMenu: ReactNode;
  actions?: ReactNode;
}

export function MainNav({ menu, text, logo, contact, contactInMenu, actions }: { menu: NavItem[]; text: HeaderText } & HeaderSlots) {
  const pathname = normalisePath(usePathname() ?? '/');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [top, setTop] = useState<OpenDropdown>(null);
  const [sub, setSub] = useState<OpenDropdown>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Set while Escape hands focus back to a dropdown button, so that focus does not reopen it.
  const returningFocus = useRef(false);
  const levels: DropdownLevels = { top: { open: top, setOpen: setTop }, sub: { open: sub, setOpen: setSub } };

  const resetAll = useCallback(() => {
    setTop(null);
    setSub(null);
    setMobileOpen(false);
  }, []);

  // A new page closes every menu (adjusting state during render, as React recommends over an effect).
  const [renderedPath, setRenderedPath] = useState(pathname);
  if (renderedPath !== pathname) {
    setRenderedPath(pathname);
    setTop(null);
    setSub(null);
    setMobileOpen(false);
  }

  // A click or tap outside the header's menu resets all.
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) resetAll();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [resetAll]);

  // A dropdown the pointer opened while focus is elsewhere in the page: Escape there closes it too, so what
  // hovering shows can be dismissed without moving the pointer. Focus stays where the reader has it.
  useEffect(() => {
    if (!top) return;
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || rootRef.current?.contains(document.activeElement)) return;
      setTop(null);
      setSub(null);
    }
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [top]);

  // Growing past the breakpoint resets all, once the resizing settles.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function onResize() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth >= NAV_BREAKPOINT_PX) resetAll();
      }, RESIZE_DEBOUNCE_MS);
    }
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [resetAll]);

  function focusButtonOf(groupId: string) {
    returningFocus.current = true;
    rootRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(groupId)}"]`)?.focus();
    returningFocus.current = false;
  }

  // Escape closes the innermost open menu and puts focus back on the button that opened it.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    if (sub) {
      const { id } = sub;
      setSub(null);
      focusButtonOf(id);
    } else if (top) {
      const { id } = top;
      setTop(null);
      focusButtonOf(id);
    } else if (mobileOpen) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  }

  function toggleMobileMenu() {
    setMobileOpen((open) => !open);
    setTop(null);
    setSub(null);
  }

  return (
    <div ref={rootRef} onKeyDown={onKeyDown}>
      <div className="container-content flex min-h-16 items-center justify-between gap-1 py-2 sm:gap-4 nav:min-h-20">
        {logo}
        <div className="hidden items-center gap-5 nav:ml-auto nav:flex">{contact}</div>
        {/* Header actions (search, the language switch, the cart link) sit in the bar at every width, beside the menu toggle on phones. */}
        <div className="ml-auto flex items-center gap-1 sm:gap-2 nav:ml-0">{actions}</div>
        <MenuToggle ref={toggleRef} label={text.menu} open={mobileOpen} onClick={toggleMobileMenu} />
      </div>
      <nav aria-label={text.mainMenu} className="bg-forest-900">
        <div id="main-menu" className={clsx('nav-panel container-content pb-4 nav:block nav:pb-0', mobileOpen ? 'block' : 'hidden')}>
          <ul className="flex flex-col gap-1 pt-2 nav:flex-row nav:flex-wrap nav:items-center nav:gap-1 nav:py-1.5">
            {menu.map((item) =>
              isGroup(item) ? (
                <NavDropdown key={item.id} group={item} level="top" levels={levels} currentPath={pathname} returningFocus={returningFocus} />
              ) : (
                <li key={item.label}>
                  <NavLink item={item} variant="top" currentPath={pathname} />
                </li>
              ),
            )}
          </ul>
          {/* Below the desktop breakpoint the assistance line and external links move into the menu. */}
          <div className="mt-4 space-y-4 border-t border-white/20 pt-4 nav:hidden">{contactInMenu}</div>
        </div>
      </nav>
    </div>
  );
}
