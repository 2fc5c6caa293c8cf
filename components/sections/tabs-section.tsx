import { clsx } from 'clsx';
import type { SectionOf } from '@/lib/content/schema';
import { ContentImage } from './content-image';
import { SectionFrame } from './section-frame';
import { Tabs } from './islands';
import { TextBody } from './text-body';

/** A tabs section: each tab's panel (heading, paragraphs, points, image) is rendered on the server. */
export function TabsSection({ section }: { section: SectionOf<'tabs'> }) {
  const onDark = section.tone === 'forest';
  const items = section.tabs.map((tab) => ({
    label: tab.label,
    panel: (
      <div
        className={clsx(
          'grid items-center gap-8 rounded-2xl p-6 sm:p-8',
          tab.image && 'lg:grid-cols-[3fr_2fr]',
          onDark ? 'bg-white/5 ring-1 ring-white/15' : 'bg-white shadow-card',
        )}
      >
        <div>
          <h3 className={clsx('font-display text-2xl font-bold', onDark && 'text-white')}>{tab.heading}</h3>
          <div className="mt-4">
            <TextBody paragraphs={tab.paragraphs} points={tab.points} onDark={onDark} pointColumns={2} />
          </div>
        </div>
        {tab.image ? <ContentImage image={tab.image} className="mx-auto w-full max-w-md rounded-2xl" /> : null}
      </div>
    ),
  }));
  return (
    <SectionFrame {...section}>
      <Tabs id={section.id} label={section.title} items={items} onDark={onDark} />
    </SectionFrame>
  );
}
