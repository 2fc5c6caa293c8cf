import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Section } from '@/lib/content/schema';
import { INTERACTIVE_SECTIONS, isStaticSection } from './section-renderer';
import { repositoryRoot, resolveImport, valueImportsOf } from '@/tests/support/module-imports';

/*
 * A static section's HTML is kept as prerendered when the page hydrates (components/ui/static-html.tsx), so a
 * client component inside one would never run. These tests follow the imports of each static section's
 * component and fail on any client module it could render, other than the three it is allowed.
 */
const root = repositoryRoot;
/** The renderer's two switches: the content-driven sections, and the self-contained ones. */
const rendererFiles = ['section-renderer.tsx', 'self-contained-section.tsx'].map((file) => path.join(__dirname, file));

/**
 * Client modules a static section may import: PageLink (the kept HTML's links are followed client-side by
 * StaticHtml's listener), the brochure button's wrapper (a section with a brochure action is never static), and
 * StaticHtml itself (the banner keeps its drawing with it; inside kept HTML it is never rendered on its own).
 */
const ALLOWED_CLIENT_MODULES = new Set(['components/ui/page-link.tsx', 'components/sections/brochure-action.tsx', 'components/ui/static-html.tsx']);

const importsOf = (file: string) => valueImportsOf(file).flatMap((imported) => (imported.file ? [imported.file] : []));

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

/** Every client module reachable from `file` through its imports, stopping at the allowed ones. */
function clientModulesReachable(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const relative = path.relative(root, file);
  if (ALLOWED_CLIENT_MODULES.has(relative)) return [];
  if (isClientModule(file)) return [relative];
  return importsOf(file).flatMap((imported) => clientModulesReachable(imported, seen));
}

/** Each section type's component file, read from the renderer's switch and imports. */
function componentFileOfType(): Map<Section['type'], string> {
  const files = new Map<Section['type'], string>();
  for (const rendererFile of rendererFiles) {
    const source = readFileSync(rendererFile, 'utf8');
    const fileOfComponent = new Map<string, string>();
    for (const match of source.matchAll(/^import \{([^}]+)\} from '([^']+)';/gm)) {
      for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!)) fileOfComponent.set(name, resolveImport(rendererFile, match[2]!)!);
    }
    for (const match of source.matchAll(/case '(\w+)':\s*return <(\w+)/g)) files.set(match[1] as Section['type'], fileOfComponent.get(match[2]!)!);
  }
  return files;
}

describe('static sections', () => {
  const files = componentFileOfType();

  it('reads every section type of the renderer', () => {
    expect(files.size).toBeGreaterThanOrEqual(20);
    for (const type of INTERACTIVE_SECTIONS) expect(files.has(type)).toBe(true);
  });

  it.each([...files].filter(([type]) => !INTERACTIVE_SECTIONS.has(type)))('%s renders no client component that would need hydrating', (_type, file) => {
    expect(clientModulesReachable(file)).toEqual([]);
  });

  it('finds the client components of the interactive ones', () => {
    for (const type of ['carousel', 'tabs', 'form', 'shop'] as const) expect(clientModulesReachable(files.get(type)!).length).toBeGreaterThan(0);
  });

  it('counts a banner, call to action or text block with a brochure button as interactive', () => {
    const link = { label: 'Talk to us', href: '/contact/', style: 'primary' } as const;
    const brochure = { label: 'Download brochure', action: 'brochure', style: 'accent' } as const;
    const banner = { type: 'banner', heading: 'eCrop', subheading: 'Soil and weather, every 15 minutes', actions: [link] } as unknown as Section;
    expect(isStaticSection(banner)).toBe(true);
    expect(isStaticSection({ ...banner, actions: [link, brochure] } as unknown as Section)).toBe(false);
    expect(isStaticSection({ type: 'carousel', id: 'gallery', title: 'Gallery', slides: [] } as unknown as Section)).toBe(false);
  });
});

describe("the header's, footer's and announcement bar's kept blocks", () => {
  // The components components/layout/{header,footer,site-shell}.tsx render inside StaticHtml.
  const kept = ['logo', 'assistance-line', 'external-buttons', 'social-icon', 'office-address', 'nav-link', 'announcement-bar'];
  it.each(kept)('%s renders no client component that would need hydrating', (name) => {
    expect(clientModulesReachable(path.join(root, 'components', 'layout', `${name}.tsx`))).toEqual([]);
  });
});
