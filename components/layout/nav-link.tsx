import { clsx } from 'clsx';
import { PageLink } from '@/components/ui/page-link';
import type { NavLink as NavLinkItem } from '@/lib/nav-items';
import { isWithinList, normalisePath } from '@/lib/routes';

/** "(अंग्रेज़ी में)" after a link to a page in another language, in the language of the menu around it. */
export function OtherLanguageNote({ link }: { link: NavLinkItem }) {
  if (!link.lang || !link.note) return null;
  return (
    <span lang={link.noteLang} className="text-sm font-normal opacity-80">
      {link.note}
    </span>
  );
}

/**
 * How a menu link stands to the page shown: 'page' when it is that page; 'true' when the page is a later
 * page of the list it links to, or one of the blog's posts (Blog on /blog/page/2/ and on /post/…/), which is
 * highlighted too, so the reader still sees where they are; otherwise undefined. The value of its aria-current. `currentPath` is already normalised.
 */
export function currentness(href: string, currentPath: string): 'page' | 'true' | undefined {
  const path = normalisePath(href);
  if (path === currentPath) return 'page';
  return isWithinList(path, currentPath) ? 'true' : undefined;
}

/** `top` sits on the dark menu bar; `panel` sits on the white dropdown panels. */
const variantClass = {
  top: 'font-semibold text-white hover:bg-white/10 nav:text-[15px]',
  panel: 'text-ink hover:bg-leaf-100 hover:text-forest-900',
};

const currentClass = {
  top: 'bg-white/15 underline decoration-gold-400 decoration-2',
  panel: 'bg-leaf-100 font-semibold text-forest-900',
};

/**
 * A menu link; the link to the page being shown is highlighted and marked aria-current="page" (on its
 * list's later pages and the blog's posts, "true"). A page in the other language (an English page in a Hindi menu) carries the
 * menu's note saying so.
 */
export function NavLink({ item, variant, currentPath }: { item: NavLinkItem; variant: 'top' | 'panel'; currentPath: string }) {
  const current = currentness(item.href, currentPath);
  return (
    <PageLink
      href={item.href}
      lang={item.lang}
      aria-current={current}
      className={clsx('flex min-h-11 flex-wrap items-center gap-x-1.5 rounded-md px-3 py-2', variantClass[variant], current && currentClass[variant])}
    >
      {item.label}
      <OtherLanguageNote link={item} />
    </PageLink>
  );
}
