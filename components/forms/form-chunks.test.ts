import path from 'node:path';
import { repositoryRoot, valueImportsOf } from '@/tests/support/module-imports';

/*
 * The lead forms' code and their zod schemas load as two chunks side by side (lib/leads/load-schemas.ts),
 * so that each arrives and runs as a task of its own. That holds only while no form module imports the
 * schemas or zod as a value: the bundler would put them back in the form's chunk.
 */
const FORMS = ['components/forms/contact-form.tsx', 'components/forms/feedback-form.tsx', 'components/forms/brochure-form.tsx', 'components/cart/order-enquiry.tsx'];
const SCHEMAS = path.join(repositoryRoot, 'lib/leads/schema.ts');

/** The repository modules and packages a module brings into its chunk, itself included. */
function chunkOf(file: string, modules = new Set<string>(), packages = new Set<string>()) {
  if (modules.has(file)) return { modules, packages };
  modules.add(file);
  for (const imported of valueImportsOf(file)) {
    if (imported.file) chunkOf(imported.file, modules, packages);
    else packages.add(imported.specifier);
  }
  return { modules, packages };
}

describe("the lead forms' chunks", () => {
  it.each(FORMS)('%s brings neither the schemas nor zod into its chunk', (form) => {
    const { modules, packages } = chunkOf(path.join(repositoryRoot, form));
    expect(modules.has(SCHEMAS)).toBe(false);
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    // The form does use react-hook-form: the walk reaches its packages.
    expect(packages.has('react-hook-form')).toBe(true);
  });

  it('finds the schemas and zod where they are imported', () => {
    const { modules, packages } = chunkOf(path.join(repositoryRoot, 'server/intake/routes.ts'));
    expect(modules.has(SCHEMAS)).toBe(true);
    expect(packages.has('zod/mini')).toBe(true);
  });
});
