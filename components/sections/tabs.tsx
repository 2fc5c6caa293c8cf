'use client';

import { clsx } from 'clsx';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface TabItem {
  label: string;
  panel: ReactNode;
}

/**
 * The ARIA tabs pattern: a tablist of role="tab" buttons with aria-selected, one tab in the tab order
 * (roving tabindex), arrow keys move between tabs and select them, Home and End jump to the ends.
 * All panels are in the HTML; without JavaScript the noscript rules of layout/no-script-styles.tsx show every panel (an inline display:none,
 * unlike the `hidden` attribute, can be overridden by it: Tailwind's preflight makes [hidden] !important).
 */
export function Tabs({ id, label, items, onDark = false }: { id: string; label: string; items: TabItem[]; onDark?: boolean }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(index: number) {
    setSelected(index);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className="tabs">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={clsx('tabs-list mb-8 flex flex-wrap gap-2 rounded-2xl p-1.5 sm:inline-flex', onDark ? 'bg-white/10' : 'bg-white shadow-card')}
      >
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.label}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              className={clsx(
                'min-h-11 flex-1 rounded-xl px-5 py-2.5 font-semibold whitespace-nowrap transition-colors sm:flex-none',
                active ? 'chosen-fill' : onDark ? 'text-white hover:bg-white/10' : 'text-forest-900 hover:bg-leaf-100',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          style={index === selected ? undefined : { display: 'none' }}
          className="tab-panel rounded-2xl"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
