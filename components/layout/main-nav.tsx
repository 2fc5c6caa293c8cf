'use client';

import { PageLink } from '@/components/ui/page-link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown, ChevronRight, Menu, Phone, X } from 'lucide-react';
import { externalButtons } from '@/content/navigation';
import { isGroup, type NavGroup, type NavItem, type NavLink } from '@/lib/navigation';
import { site } from '@/content/site';
import { normalisePath } from '@/lib/routes';
import { Logo } from './logo';
import { ExternalLink } from './external-link';
import { NAV_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@/lib/constants';
import { closeDropdown, enterDropdown, clickDropdown, type OpenDropdown } from './dropdown-state';

function isDesktop(): boolean {
  return window.matchMedia(`(min-width: ${NAV_BREAKPOINT_PX}px)`).matches;
}

/** Ids for aria-controls, derived from the label ("Satellite Monitoring" → "menu-satellite-monitoring"). */
function panelId(label: string): string {
  return `menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The main menu.
 * At 1020px and wider, dropdowns open on hover and on keyboard focus; below it, a toggle opens the mobile menu.
 * One top-level and one sub-dropdown are open at a time; clicking the open one again closes it;
 * an outside click, Escape, a route change or a resize to desktop width (debounced 150 ms) resets all.
 */
export function MainNav({ menu, actions }: { menu: NavItem[]; actions?: ReactNode }) {
  const pathname = normalisePath(usePathname() ?? '/');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [top, setTop] = useState<OpenDropdown>(null);
  const [sub, setSub] = useState<OpenDropdown>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Set while Escape hands focus back to a dropdown button, so that focus does not reopen it.
  const returningFocus = useRef(false);

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

  function focusButtonOf(label: string) {
    returningFocus.current = true;
    rootRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(label)}"]`)?.focus();
    returningFocus.current = false;
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    if (sub) {
      const label = sub.label;
      setSub(null);
      focusButtonOf(label);
    } else if (top) {
      const label = top.label;
      setTop(null);
      focusButtonOf(label);
    } else if (mobileOpen) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  }

  /** Handlers for one dropdown level; `level` picks the state it drives. */
  function dropdownHandlers(group: NavGroup, level: 'top' | 'sub') {
    const setState = level === 'top' ? setTop : setSub;
    const afterOpen = () => {
      if (level === 'top') setSub(null);
    };
    return {
      onMouseEnter: () => {
        if (!isDesktop()) return;
        setState((current) => enterDropdown(current, group.label));
        if (level === 'top' && top?.label !== group.label) afterOpen();
      },
      onMouseLeave: () => {
        if (!isDesktop()) return;
        setState((current) => closeDropdown(current, group.label, { onlyUnpinned: true }));
      },
      onClick: () => {
        setState((current) => clickDropdown(current, group.label));
        if (level === 'top' && top?.label !== group.label) afterOpen();
      },
      onFocus: (event: FocusEvent<HTMLButtonElement>) => {
        // Keyboard focus opens on desktop; a mouse click's focus is left to onClick.
        if (returningFocus.current || !isDesktop() || !event.currentTarget.matches(':focus-visible')) return;
        setState((current) => enterDropdown(current, group.label));
        if (level === 'top' && top?.label !== group.label) afterOpen();
      },
      onBlurWithin: (event: FocusEvent<HTMLLIElement>) => {
        if (!isDesktop()) return;
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setState((current) => closeDropdown(current, group.label));
        }
      },
    };
  }

  function renderLink(item: NavLink, variant: 'top' | 'panel') {
    const current = pathname === normalisePath(item.href);
    const base =
      variant === 'top'
        ? 'flex min-h-11 items-center rounded-md px-3 py-2 font-semibold text-white hover:bg-white/10 nav:text-[15px]'
        : 'flex min-h-11 items-center rounded-md px-3 py-2 text-ink hover:bg-leaf-100 hover:text-forest-900';
    return (
      <PageLink href={item.href} aria-current={current ? 'page' : undefined} className={`${base} ${current ? (variant === 'top' ? 'bg-white/15 underline decoration-gold-400 decoration-2' : 'bg-leaf-100 font-semibold text-forest-900') : ''}`}>
        {item.label}
      </PageLink>
    );
  }

  function containsCurrent(group: NavGroup): boolean {
    return group.items.some((item) => (isGroup(item) ? containsCurrent(item) : normalisePath(item.href) === pathname));
  }

  function renderSubGroup(group: NavGroup) {
    const open = sub?.label === group.label;
    const handlers = dropdownHandlers(group, 'sub');
    return (
      <li key={group.label} className="relative nav:col-span-2" onMouseEnter={handlers.onMouseEnter} onMouseLeave={handlers.onMouseLeave} onBlur={handlers.onBlurWithin}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId(group.label)}
          onClick={handlers.onClick}
          onFocus={handlers.onFocus}
          className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left font-semibold text-forest-900 hover:bg-leaf-100 ${open || containsCurrent(group) ? 'bg-leaf-100' : ''}`}
        >
          {group.label}
          <ChevronRight aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-90 nav:rotate-0' : ''}`} />
        </button>
        <ul id={panelId(group.label)} className={`dd-panel ml-3 border-l-2 border-leaf-500 pl-2 nav:absolute nav:top-0 nav:left-full nav:ml-2 nav:w-60 nav:rounded-xl nav:border-0 nav:bg-white nav:p-2 nav:shadow-card nav:ring-1 nav:ring-forest-900/10 ${open ? 'block' : 'hidden'}`}>
          {group.items.map((item) => (
            <li key={item.label}>{isGroup(item) ? null : renderLink(item, 'panel')}</li>
          ))}
        </ul>
      </li>
    );
  }

  function renderTopGroup(group: NavGroup) {
    const open = top?.label === group.label;
    const handlers = dropdownHandlers(group, 'top');
    const wide = group.items.length > 8;
    return (
      <li key={group.label} className="relative" onMouseEnter={handlers.onMouseEnter} onMouseLeave={handlers.onMouseLeave} onBlur={handlers.onBlurWithin}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId(group.label)}
          onClick={handlers.onClick}
          onFocus={handlers.onFocus}
          className={`flex min-h-11 w-full items-center justify-between gap-1 rounded-md px-3 py-2 font-semibold text-white hover:bg-white/10 nav:w-auto nav:text-[15px] ${containsCurrent(group) ? 'underline decoration-gold-400 decoration-2' : ''}`}
        >
          {group.label}
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        {/* pt-2 bridges the gap between button and panel so the hover is not lost on the way down. */}
        <div className={`dd-panel nav:absolute nav:top-full nav:left-0 nav:pt-2 ${open ? 'block' : 'hidden'}`}>
          <ul
            id={panelId(group.label)}
            className={`mt-1 rounded-xl bg-white p-2 nav:mt-0 nav:shadow-card nav:ring-1 nav:ring-forest-900/10 ${wide ? 'nav:grid nav:w-[30rem] nav:grid-cols-2 nav:gap-x-2' : 'nav:w-60'}`}
          >
            {group.items.map((item) => (isGroup(item) ? renderSubGroup(item) : <li key={item.label}>{renderLink(item, 'panel')}</li>))}
          </ul>
        </div>
      </li>
    );
  }

  function renderTopItem(item: NavItem) {
    return isGroup(item) ? renderTopGroup(item) : <li key={item.label}>{renderLink(item, 'top')}</li>;
  }

  const assistance = (
    <p className="flex items-center gap-2 text-sm text-muted">
      <Phone aria-hidden="true" className="size-4 text-leaf-700" />
      <span>Need assistance?</span>
      <a href={`tel:${site.assistancePhone.tel}`} className="font-bold text-forest-900 underline decoration-leaf-500 decoration-2">
        {site.assistancePhone.display}
      </a>
    </p>
  );

  const externals = (light: boolean) => (
    <ul className="flex flex-wrap gap-2">
      {externalButtons.map((link) => (
        <li key={link.label}>
          <ExternalLink
            href={link.url}
            className={`inline-flex min-h-10 items-center rounded-full border-2 px-4 text-sm font-semibold ${light ? 'border-white/70 text-white hover:bg-white/10' : 'border-leaf-700 text-leaf-700 hover:bg-leaf-100'}`}
          >
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );

  return (
    <div ref={rootRef} onKeyDown={onKeyDown}>
      <div className="container-content flex min-h-16 items-center justify-between gap-4 py-2 nav:min-h-20">
        <Logo />
        <div className="hidden items-center gap-5 nav:ml-auto nav:flex">
          {assistance}
          {externals(false)}
        </div>
        {/* Header actions (the cart link) sit in the bar at every width, beside the menu toggle on phones. */}
        <div className="ml-auto flex items-center gap-2 nav:ml-0">{actions}</div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-forest-900 px-4 font-semibold text-forest-900 nav:hidden"
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          onClick={() => {
            setMobileOpen((open) => !open);
            setTop(null);
            setSub(null);
          }}
        >
          {mobileOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          Menu
        </button>
      </div>
      <nav aria-label="Main" className="bg-forest-900">
        <div id="main-menu" className={`container-content nav-panel pb-4 nav:block nav:pb-0 ${mobileOpen ? 'block' : 'hidden'}`}>
          <ul className="flex flex-col gap-1 pt-2 nav:flex-row nav:flex-wrap nav:items-center nav:gap-1 nav:py-1.5">{menu.map(renderTopItem)}</ul>
          <div className="mt-4 space-y-4 border-t border-white/20 pt-4 nav:hidden">
            <p className="flex flex-wrap items-center gap-2 text-sm text-white">
              <Phone aria-hidden="true" className="size-4 text-gold-400" />
              <span>Need assistance?</span>
              <a href={`tel:${site.assistancePhone.tel}`} className="font-bold underline decoration-gold-400 decoration-2">
                {site.assistancePhone.display}
              </a>
            </p>
            {externals(true)}
          </div>
        </div>
      </nav>
      {/* Without JavaScript, hover and focus open the dropdowns and the mobile menu is simply shown. */}
      <noscript>
        <style>{`.nav-panel{display:block!important} li:hover>.dd-panel,li:focus-within>.dd-panel{display:block!important}`}</style>
      </noscript>
    </div>
  );
}
