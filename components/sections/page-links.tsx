import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { SectionOf } from '@/lib/content/schema';
import { buildMenu, menuLinks } from '@/lib/navigation';
import { getPages } from '@/lib/content';
import { PageLink } from '@/components/ui/page-link';
import { pagePath } from '@/lib/routes';
import { SectionFrame } from './section-frame';

/** Link tiles to every page of a menu, read from the page documents: a new service shows up here by itself. */
export async function PageLinks({ section }: { section: SectionOf<'pageLinks'> }) {
  const excluded = new Set(section.exclude.map(pagePath));
  const links = menuLinks(buildMenu(section.menu, await getPages())).filter((link) => !excluded.has(link.href));
  const onDark = section.tone === 'forest';
  return (
    <SectionFrame {...section}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <PageLink
              href={link.href}
              className={clsx(
                'flex min-h-14 items-center justify-between gap-3 rounded-xl border px-5 py-3 font-semibold',
                onDark ? 'border-white/20 text-white hover:bg-white/10' : 'border-forest-900/10 bg-paper text-forest-900 hover:border-leaf-700 hover:bg-leaf-100',
              )}
            >
              {link.label}
              <ArrowRight aria-hidden="true" className={clsx('size-4 shrink-0', onDark ? 'text-gold-400' : 'text-leaf-700')} />
            </PageLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
