import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TRANSLATIONS, type Lang } from '@/lib/i18n';
import { dedicatedSlugs } from '@/lib/routes';

/**
 * Every translation's route tree, written from content/languages.ts before `next build` (build-assets.ts):
 * app/(translations)/<code>/: layouts that render the shell in the language, pages that name their route in
 * components/page/language-routes.tsx.
 * The folder is the URL's first segment ("/mr/ecrop"), so each language needs one; writing them from the
 * list means a new language needs no code. The route group keeps them out of the URL and, in one folder,
 * out of git (.gitignore); nothing else writes there.
 */
export const TRANSLATIONS_DIR = '(translations)';

const HEADER = '// Written by scripts/translation-routes.ts from content/languages.ts at build: do not edit.';

/**
 * The files of one translation's tree, by their path under app/(translations)/<code>/. The layouts render the
 * same components as English's (app/(en)), so the bundler gives every language the same shared chunks.
 */
export function routeFiles(lang: Lang): Record<string, string> {
  const layout = (component: string, props: string) =>
    `${HEADER}\nimport type { ReactNode } from 'react';\nimport { ${component} } from '@/components/layout/${component === 'Document' ? 'document' : 'site-shell'}';\n${
      component === 'Document' ? "import { setRequestLang } from '@/lib/request-lang';\n" : ''
    }\nexport default function Layout({ children }: { children: ReactNode }) {\n${component === 'Document' ? `  setRequestLang('${lang}');\n` : ''}  return <${component} ${props}>{children}</${component}>;\n}\n`;
  const page = (factory: string, args: string, params: boolean) =>
    `${HEADER}\nimport { ${factory} } from '@/components/page/language-routes';\n\nconst route = ${factory}(${args});\n${
      params ? 'export const dynamicParams = false;\nexport const generateStaticParams = route.generateStaticParams;\n' : ''
    }export const generateMetadata = route.generateMetadata;\nexport default route.Page;\n`;
  return {
    'layout.tsx': layout('Document', `lang="${lang}"`),
    '(site)/layout.tsx': layout('SiteShell', `lang="${lang}"`),
    '(site)/page.tsx': page('dedicatedRoute', `'${lang}', '${dedicatedSlugs.home}'`, false),
    '(site)/[slug]/page.tsx': page('pageRoute', `'${lang}'`, true),
    '(minimal)/layout.tsx': layout('SiteShell', `lang="${lang}" variant="minimal"`),
    '(minimal)/contact/page.tsx': page('dedicatedRoute', `'${lang}', '${dedicatedSlugs.contact}'`, false),
    '404/page.tsx': page('notFoundRoute', `'${lang}'`, false),
  };
}

/** Writes every translation's tree under `appDir`, and removes the trees of languages no longer listed. */
export function writeTranslationRoutes(appDir: string, languages: readonly Lang[] = TRANSLATIONS): string[] {
  const root = path.join(appDir, TRANSLATIONS_DIR);
  rmSync(root, { recursive: true, force: true });
  const written: string[] = [];
  for (const lang of languages) {
    for (const [file, source] of Object.entries(routeFiles(lang))) {
      const target = path.join(root, lang, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, source);
      written.push(path.relative(appDir, target));
    }
  }
  return written;
}
