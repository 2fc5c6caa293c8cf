import { Fragment, type ComponentType } from 'react';
import type { Section } from '@/lib/content/schema';
import { StaticHtml } from '@/components/ui/static-html';
import type { SectionContext } from './listing';

/**
 * Sections that render islands of their own (a carousel, tabs, a form, a live list, the shop, the search): their
 * client components must hydrate. Every other section is plain HTML and links.
 */
export const INTERACTIVE_SECTIONS = new Set<Section['type']>(['carousel', 'tabs', 'form', 'listing', 'latestPosts', 'shop', 'siteSearch', 'savedPages']);

/** Whether a section is only HTML and links: not an interactive type, and no brochure button among its actions. */
export function isStaticSection(section: Section): boolean {
  if (INTERACTIVE_SECTIONS.has(section.type)) return false;
  return !('actions' in section && section.actions.some((action) => 'action' in action));
}

/** What draws one section: the site's renderer, or the desk's preview of a draft. */
export type SectionComponent = ComponentType<{ section: Section; context?: SectionContext }>;

const sectionKey = (section: Section, index: number) => ('id' in section ? section.id : `banner-${index}`);

/**
 * A page body: its sections in order. Runs of static sections go into one StaticHtml, which keeps their
 * prerendered HTML when the page hydrates instead of hydrating each element; interactive ones hydrate.
 */
export function PageSections({ sections, context, Render }: { sections: Section[]; context?: SectionContext; Render: SectionComponent }) {
  const runs: { static: boolean; items: { section: Section; key: string }[] }[] = [];
  sections.forEach((section, index) => {
    const isStatic = isStaticSection(section);
    const last = runs.at(-1);
    const item = { section, key: sectionKey(section, index) };
    if (last && last.static === isStatic) last.items.push(item);
    else runs.push({ static: isStatic, items: [item] });
  });
  return (
    <>
      {runs.map((run) => {
        const rendered = run.items.map(({ section, key }) => <Render key={key} section={section} context={context} />);
        // A run's key is its sections' keys: unique among the page's runs (PageView keys the page itself).
        const runKey = run.items.map(({ key }) => key).join(' ');
        return run.static ? <StaticHtml key={runKey}>{rendered}</StaticHtml> : <Fragment key={runKey}>{rendered}</Fragment>;
      })}
    </>
  );
}
