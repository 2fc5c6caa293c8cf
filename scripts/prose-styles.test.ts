import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROSE_STYLESHEET } from '@/lib/styles/prose';

const root = path.resolve(__dirname, '..');

/** Every `prose` or `prose-*` class written in the site's markup (components/ and app/). */
function proseClassesInMarkup(): Set<string> {
  const classes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const [, names] of readFileSync(file, 'utf8').matchAll(/className="([^"]*)"/g))
          for (const name of names!.split(/\s+/)) if (/^prose(-|$)/.test(name)) classes.add(name);
      }
    }
  };
  visit(path.join(root, 'components'));
  visit(path.join(root, 'app'));
  return classes;
}

describe('the prose styles', () => {
  // Jest's global setup (tests/jest-global-setup.mjs) has just compiled it from the current app/prose.css.
  const css = readFileSync(PROSE_STYLESHEET, 'utf8');

  it('have a rule for every prose class the markup uses', () => {
    const used = proseClassesInMarkup();
    expect([...used].sort()).toEqual(expect.arrayContaining(['prose', 'prose-lg']));
    for (const name of used) expect(css).toContain(`.${name}{`);
  });

  it("draw prose in the site's palette and faces, and are minified without a second licence banner", () => {
    expect(css).toContain('--tw-prose-links:var(--color-leaf-700)');
    expect(css).toContain('--tw-prose-quote-borders:var(--color-gold-400)');
    expect(css).toMatch(/\.prose :where\(h2,h3,h4\)\{font-family:var\(--font-display/);
    expect(css).not.toContain('/*!');
    expect(css).not.toMatch(/\n\s+/);
  });

  it("are not part of the site's stylesheet", () => {
    const globals = readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
    expect(globals).not.toContain('@tailwindcss/typography');
    expect(globals).not.toMatch(/^\.prose/m);
  });
});
