import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { SectionOf } from '@/lib/content/schema';
import { menuLinks } from '@/lib/navigation';
import { requestLang } from '@/lib/request-lang';
import { OtherLanguageNote } from '@/components/layout/nav-link';
import { getMenu } from '@/lib/content';
import { PageLink } from '@/components/ui/page-link';
import { pagePath, splitLocalePath } from '@/lib/routes';
import { SectionFrame } from './section-frame';

/** Link tiles to every page of a menu, read from the page documents: a new service shows up here by itself. */
export async function PageLinks({ section }: { section: SectionOf<'pageLinks'> }) {
  const excluded = new Set(section.exclude.map((slug) => pagePath(slug)));
  const links = menuLinks(await getMenu(section.menu, requestLang())).filter((link) => !excluded.has(splitLocalePath(link.href).path));
  const onDark = section.tone === 'forest';
  return (
    <SectionFrame {...section}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <PageLink
              href={link.href}
              lang={link.lang}
              className={clsx(
                'flex min-h-14 items-center justify-between gap-3 rounded-xl border px-5 py-3 font-semibold',
                onDark ? 'border-white/20 text-white hover:bg-white/10' : 'border-forest-900/10 bg-paper text-forest-900 hover:border-leaf-700 hover:bg-leaf-100',
              )}
            >
              <span>
                {link.label} <OtherLanguageNote link={link} />
              </span>
              <ArrowRight aria-hidden="true" className={clsx('size-4 shrink-0', onDark ? 'text-gold-400' : 'text-leaf-700')} />
            </PageLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
