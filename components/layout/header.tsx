import { fill, type Lang } from '@/lib/i18n';
import { searchWords } from '@/content/i18n';
import { site } from '@/content/site';
import type { Words } from '@/content/i18n/en';
import type { NavItem } from '@/lib/navigation';
import { localePath, paths } from '@/lib/routes';
import { CartCount } from '@/components/cart/cart-count';
import { SearchLauncher } from '@/components/search/search-launcher';
import { LanguageMenu } from './language-menu';
import type { LanguageOption } from './language-switch';
import { MainNav } from './main-nav';
import { Logo } from './logo';
import { AssistanceLine } from './assistance-line';
import { ExternalButtons } from './external-buttons';
import { StaticHtml } from '@/components/ui/static-html';

/**
 * The site header: logo, assistance line, external buttons, search, the language switch, the cart link and the
 * main menu (a client island). The logo and the contact lines are kept as prerendered when the page hydrates.
 */
export function Header({ menu, lang, words, languages }: { menu: NavItem[]; lang: Lang; words: Words; languages: readonly LanguageOption[] }) {
  const t = words.shell;
  return (
    <header className="relative z-40 border-b border-forest-900/10 bg-white">
      <MainNav
        menu={menu}
        text={{ mainMenu: t.mainMenu, menu: t.menu }}
        logo={
          <StaticHtml>
            <Logo href={localePath(paths.home, lang)} alt={fill(t.logoHome, { brand: site.brand })} />
          </StaticHtml>
        }
        contact={
          <StaticHtml>
            <AssistanceLine label={t.needAssistance} />
            <ExternalButtons newTab={t.opensInNewTab} />
          </StaticHtml>
        }
        contactInMenu={
          <StaticHtml>
            <AssistanceLine label={t.needAssistance} onDark />
            <ExternalButtons newTab={t.opensInNewTab} onDark />
          </StaticHtml>
        }
        actions={
          <>
            <SearchLauncher lang={lang} words={searchWords(lang)} />
            <LanguageMenu lang={lang} options={languages} />
            <CartCount
              label={words.shop.headerCart}
              labelWithOne={words.shop.headerCartCountOne}
              labelWithCount={words.shop.headerCartCount}
              englishNote={lang === 'en' ? undefined : t.englishOnly}
            />
          </>
        }
      />
    </header>
  );
}
