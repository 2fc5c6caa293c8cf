import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import type { z } from 'zod';
import { articleSchema, catalogueItemSchema, imageSchema, magazineSchema, pageSchema, parsePage, postSchema } from '@/lib/content/schema';
import { issuesFromZod, SchemaForm, type FieldIssue, type FieldOverride } from './schema-form';

/* eslint-disable @typescript-eslint/no-explicit-any -- the documents are read from JSON and walked by path in the assertions */

function readDocument(collection: string, file: string): any {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'content', collection, file), 'utf8'));
}

/** The form with its own state, as the desk holds it; `edits` records every value the form hands back. */
function renderEditor(schema: z.ZodType, initial: unknown, options: { issues?: FieldIssue[]; renderField?: (field: FieldOverride) => React.ReactNode | undefined } = {}) {
  const edits = jest.fn();
  function Editor() {
    const [value, setValue] = useState(initial);
    return (
      <SchemaForm
        schema={schema}
        value={value}
        idPrefix="doc"
        issues={options.issues}
        renderField={options.renderField}
        onChange={(next) => {
          edits(next);
          setValue(next);
        }}
      />
    );
  }
  const view = render(<Editor />);
  return { ...view, edits, latest: (): any => edits.mock.calls.at(-1)?.[0] };
}

/** A deep copy of a JSON document (jsdom has no structuredClone). */
const clone = (value: unknown): any => JSON.parse(JSON.stringify(value));

const group = (name: string | RegExp) => within(screen.getByRole('group', { name }));

/*
 * A page's form has some 4,000 elements and 700 labels, which jsdom makes slow to query, not the form:
 * - jsdom finds an input's labels by walking the whole document for every label (minutes per query on a
 *   page). This finds the same labels, those whose `for` names the control's id and an enclosing label
 *   without `for`, with one selector. That ids are unique is tested below.
 * - The visibility check of every role query reads the styles of each element's ancestors; nothing in the
 *   form is hidden, so the queries skip that check.
 */
function labelsOf(this: HTMLElement): HTMLLabelElement[] {
  const byFor = this.id ? [...this.ownerDocument.querySelectorAll<HTMLLabelElement>(`label[for="${this.id}"]`)] : [];
  const enclosing = this.closest('label');
  return enclosing && !enclosing.hasAttribute('for') ? [...byFor, enclosing] : byFor;
}
for (const labelable of [HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement, HTMLButtonElement])
  Object.defineProperty(labelable.prototype, 'labels', { configurable: true, get: labelsOf });
configure({ defaultHidden: true });

describe('SchemaForm on a service page', () => {
  const doc = readDocument('services', 'crop-monitoring.json');

  it('shows the page kind, its fields and one group per section named by its type and title', () => {
    const { container, edits } = renderEditor(pageSchema, doc);
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('Service');
    expect(screen.getByLabelText('Title', { selector: '#doc-title' })).toHaveValue(doc.title);
    expect(screen.getByLabelText('Description', { selector: '#doc-description' }).tagName).toBe('TEXTAREA');
    expect(screen.getAllByLabelText('Section type')).toHaveLength(doc.sections.length);
    expect(screen.getByRole('group', { name: 'Section 2 · Feature tiles: Twelve layers for every field' })).toBeInTheDocument();
    expect(group(/^Section 3 · Cards/).getByLabelText('Per row')).toHaveDisplayValue('3');
    // Every control is labelled and every id is unique; rendering alone changes nothing.
    for (const control of container.querySelectorAll('input, select, textarea')) expect((control as HTMLInputElement).labels?.length).toBeGreaterThan(0);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(edits).not.toHaveBeenCalled();
  });

  it('changes only the field typed in, shares every untouched part, and the page still passes parsePage', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    await user.type(group(/^Tile 1: High-Resolution Imagery/).getByLabelText('Title'), ' (HD)');
    const expected = clone(doc);
    expected.sections[1].tiles[0].title += ' (HD)';
    expect(latest()).toEqual(expected);
    expect(latest().sections[0]).toBe(doc.sections[0]);
    expect(latest().sections[1].tiles[1]).toBe(doc.sections[1].tiles[1]);
    expect(doc.sections[1].tiles[0].title).toBe('High-Resolution Imagery');
    expect(parsePage(latest(), 'services', 'crop-monitoring').sections[1]).toMatchObject({
      type: 'featureTiles',
      tiles: expect.arrayContaining([expect.objectContaining({ title: 'High-Resolution Imagery (HD)' })]),
    });
  });

  it('adds an empty item at the end of a list, focuses it, and takes what is typed', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    const richText = group(/^Section 5 · Rich text/);
    await user.click(richText.getByRole('button', { name: 'Add paragraph' }));
    expect(latest().sections[4].paragraphs).toEqual([...doc.sections[4].paragraphs, '']);
    const added = richText.getByLabelText('Paragraph 3');
    expect(added).toHaveFocus();
    expect(added.tagName).toBe('TEXTAREA');
    await user.type(added, 'Ask us for a demo.');
    expect(latest().sections[4].paragraphs[2]).toBe('Ask us for a demo.');
    expect(() => parsePage(latest(), 'services', 'crop-monitoring')).not.toThrow();
  });

  it('removes an item, keeping the others in order, and moves the focus to the item now in its place', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    const faq = group(/^Section 6 · FAQ/);
    await user.click(faq.getByRole('button', { name: 'Remove item 2 of Items' }));
    expect(latest().sections[5].items).toEqual(doc.sections[5].items.filter((_: unknown, i: number) => i !== 1));
    expect(faq.getByRole('button', { name: 'Remove item 2 of Items' })).toHaveFocus();
    expect(faq.getByRole('group', { name: /^Item 2: Is there a minimum farm size/ })).toBeInTheDocument();
    expect(faq.queryByRole('group', { name: /Does it work during the monsoon/ })).not.toBeInTheDocument();
    expect(() => parsePage(latest(), 'services', 'crop-monitoring')).not.toThrow();
  });

  it('moves an item down and up with the focus following it', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    const tiles = group(/^Section 2 · Feature tiles/);
    expect(tiles.getByRole('button', { name: 'Move up item 1 of Tiles' })).toBeDisabled();
    await user.click(tiles.getByRole('button', { name: 'Move down item 1 of Tiles' }));
    expect(latest().sections[1].tiles.slice(0, 2)).toEqual([doc.sections[1].tiles[1], doc.sections[1].tiles[0]]);
    expect(tiles.getByRole('button', { name: 'Move down item 2 of Tiles' })).toHaveFocus();
    expect(tiles.getByRole('group', { name: 'Tile 2: High-Resolution Imagery' })).toBeInTheDocument();
    await user.click(tiles.getByRole('button', { name: 'Move up item 2 of Tiles' }));
    expect(latest().sections[1].tiles).toEqual(doc.sections[1].tiles);
    // At the top, "Move up" is disabled: the focus goes to the item's "Move down".
    expect(tiles.getByRole('button', { name: 'Move down item 1 of Tiles' })).toHaveFocus();
  });

  it("changes a section's type to an empty section of that type, keeping its id and headings", async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    await user.selectOptions(group(/^Section 3 · Cards/).getByLabelText('Section type'), 'Stats');
    const { type, id, eyebrow, title, lead, tone } = doc.sections[2];
    expect(type).toBe('cards');
    expect(latest().sections[2]).toEqual({ type: 'stats', id, eyebrow, title, lead, tone, items: [] });
    expect(latest().sections[3]).toBe(doc.sections[3]);
    const stats = group(`Section 3 · Stats: ${title}`);
    expect(stats.queryByLabelText('Per row')).not.toBeInTheDocument();
    await user.click(stats.getByRole('button', { name: 'Add item' }));
    await user.type(stats.getByLabelText('Value'), '12');
    await user.type(stats.getByLabelText('Label'), 'layers');
    expect(parsePage(latest(), 'services', 'crop-monitoring').sections[2]).toMatchObject({ type: 'stats', items: [{ value: '12', label: 'layers' }] });
  });

  it('switches a button between a link and the brochure request', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    const action = group('Action 2: See eCrop field sensors');
    expect(action.getByLabelText('Kind of action')).toHaveDisplayValue('Link');
    await user.selectOptions(action.getByLabelText('Kind of action'), 'Brochure');
    // The label is not carried over: a brochure button must say "Brochure".
    expect(latest().sections[0].actions[1]).toEqual({ label: '', action: 'brochure', style: 'outline' });
    expect(screen.queryByLabelText('Link', { selector: '#doc-sections-0-actions-1-href' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Label', { selector: '#doc-sections-0-actions-1-label' }), 'Download the brochure');
    expect(() => parsePage(latest(), 'services', 'crop-monitoring')).not.toThrow();
  });

  it('changes the page kind, keeping the shared keys and asking for the new one', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    await user.selectOptions(screen.getByLabelText('Kind'), 'Product');
    expect(latest()).toMatchObject({ kind: 'product', productType: '', slug: doc.slug, title: doc.title });
    expect(latest()).not.toHaveProperty('serviceType');
    expect(latest().sections).toBe(doc.sections);
    expect(screen.getByLabelText('Product type')).toHaveValue('');
  });

  it('removes and adds an optional key, moving the focus between its buttons and its field', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    const tiles = group(/^Section 2 · Feature tiles/);
    await user.click(tiles.getByRole('button', { name: 'Remove Eyebrow' }));
    expect(latest().sections[1]).not.toHaveProperty('eyebrow');
    expect(latest().sections[1]).toEqual(Object.fromEntries(Object.entries(doc.sections[1]).filter(([key]) => key !== 'eyebrow')));
    expect(tiles.getByRole('button', { name: 'Add eyebrow' })).toHaveFocus();
    await user.click(tiles.getByRole('button', { name: 'Add eyebrow' }));
    expect(latest().sections[1].eyebrow).toBe('');
    expect(tiles.getByLabelText('Eyebrow')).toHaveFocus();
    // An absent defaulted key shows its default; an absent optional one only its "Add" button.
    const cta = group(/^Section 7 · CTA/);
    expect(cta.queryByLabelText('Eyebrow')).not.toBeInTheDocument();
    expect(cta.getByRole('button', { name: 'Add eyebrow' })).toBeInTheDocument();
  });

  it('stores numbers as numbers and choices with their own type', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    const widthInput = screen.getByLabelText('Width', { selector: '#doc-sections-0-image-width' });
    await user.clear(widthInput);
    expect(latest().sections[0].image.width).toBe('');
    await user.type(widthInput, '1200');
    expect(latest().sections[0].image.width).toBe(1200);
    await user.selectOptions(group(/^Section 3 · Cards/).getByLabelText('Per row'), '4');
    expect(latest().sections[2].perRow).toBe(4);
    expect(() => parsePage(latest(), 'services', 'crop-monitoring')).not.toThrow();
  });

  it('shows each issue under its field, with aria-invalid and the message as its description', () => {
    const bad = clone(doc);
    bad.title = '';
    bad.sections[1].tiles[0].icon = 'not-an-icon';
    const result = pageSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const issues = issuesFromZod(result.error!);
    const { container } = renderEditor(pageSchema, bad, { issues });

    const title = screen.getByLabelText('Title', { selector: '#doc-title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(issues.find((issue) => issue.path.join('.') === 'title')!.message);
    const icon = group(/^Tile 1: High-Resolution Imagery/).getByLabelText('Icon');
    expect(icon).toHaveAttribute('aria-invalid', 'true');
    expect(icon).toHaveAccessibleDescription(expect.stringContaining('Invalid option'));
    // Marked are the fields the issues name, and no other (the raw file's {token} links fail too: the
    // build replaces them before it validates).
    const marked = [...container.querySelectorAll('[aria-invalid="true"]')].map((element) => element.id);
    expect(marked).toEqual(issues.map((issue) => ['doc', ...issue.path].join('-')));
    expect(marked).toEqual(expect.arrayContaining(['doc-title', 'doc-sections-1-tiles-0-icon']));
  });

  it('shows the issues of a list or a section at its legend', () => {
    const bad = clone(doc);
    bad.sections = bad.sections.slice(1);
    const result = pageSchema.safeParse(bad);
    expect(result.success).toBe(false);
    renderEditor(pageSchema, bad, { issues: issuesFromZod(result.error!) });
    expect(screen.getByRole('group', { name: 'Sections' })).toHaveAccessibleDescription('a page has exactly one banner');
    expect(screen.getByRole('group', { name: /^Section 1 · Feature tiles/ })).toHaveAccessibleDescription('a page starts with its banner (it carries the one h1)');
  });

  it('passes axe, issues shown', async () => {
    // Every section of the page with the lists inside it cut to two items: the same constructs, a fraction
    // of the elements to check.
    const short = (value: unknown): unknown =>
      Array.isArray(value) ? value.slice(0, 2).map(short) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, short(v)])) : value;
    const page = { ...doc, title: '', sections: doc.sections.map(short) };
    const result = pageSchema.safeParse(page);
    const { container } = renderEditor(pageSchema, page, { issues: result.success ? [] : issuesFromZod(result.error) });
    expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
    // jsdom lays nothing out, so contrast is checked in the browser; every other rule runs here.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} (${violation.nodes[0]?.target.join(' ')})`)).toEqual([]);
  }, 30_000);
});

describe('SchemaForm on a blog post', () => {
  const file = readdirSync(path.join(process.cwd(), 'content', 'posts')).find((name) => name.endsWith('.json'))!;
  const post = readDocument('posts', file);

  it('edits a post: long text in textareas, the date as ISO text, and the result passes postSchema', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(postSchema, post);
    expect(screen.getByLabelText('Content').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Meta description').tagName).toBe('TEXTAREA');
    const date = screen.getByLabelText('Sorted date');
    expect(date).toHaveValue(post.sortedDate);
    expect(date).toHaveAccessibleDescription(expect.stringContaining('2026-07-01'));

    await user.clear(date);
    await user.type(date, '2026-06-01');
    await user.type(screen.getByLabelText('Title'), ' today');
    expect(latest()).toEqual({ ...post, title: `${post.title} today`, sortedDate: '2026-06-01' });
    const parsed = postSchema.safeParse(latest());
    expect(parsed.success && parsed.data).toMatchObject({ title: `${post.title} today`, sortedDate: '2026-06-01', content: post.content });
  });

  it('passes axe', async () => {
    const { container } = renderEditor(postSchema, post);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('lets renderField replace the image fields, and their edits land at their path', async () => {
    const user = userEvent.setup();
    const renderField = (field: FieldOverride) =>
      field.name === 'imageURL' ? (
        <button type="button" id={field.id} aria-describedby={field.describedBy} onClick={() => field.onChange('/assets/art/new.svg')}>
          Choose {field.label}: {String(field.value)}
        </button>
      ) : undefined;
    const { latest } = renderEditor(postSchema, post, { renderField });
    expect(screen.queryByRole('textbox', { name: 'Image URL' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Choose Image URL: ${post.imageURL}` }));
    expect(latest()).toEqual({ ...post, imageURL: '/assets/art/new.svg' });
  });
});

describe('SchemaForm with renderField on a page', () => {
  it('offers every image object to the override, in place of its four fields', async () => {
    const user = userEvent.setup();
    const doc = readDocument('services', 'crop-monitoring.json');
    const seen: FieldOverride[] = [];
    const renderField = (field: FieldOverride) => {
      if (field.schema !== imageSchema) return undefined;
      seen.push(field);
      return (
        <button type="button" id={field.id} onClick={() => field.onChange({ src: '/assets/art/other.svg', alt: '', width: 10, height: 10 })}>
          Pick {field.label} at {field.path.join('.')}
        </button>
      );
    };
    const { latest } = renderEditor(pageSchema, doc, { renderField });
    expect(screen.queryByLabelText('Src')).not.toBeInTheDocument();
    expect(new Set(seen.map((field) => field.path.join('.')))).toEqual(new Set(['sections.0.image', 'sections.4.image', 'sections.5.image']));
    await user.click(screen.getByRole('button', { name: 'Pick Image at sections.5.image' }));
    expect(latest().sections[5].image).toEqual({ src: '/assets/art/other.svg', alt: '', width: 10, height: 10 });
    expect(latest().sections[4]).toBe(doc.sections[4]);
  });
});

describe('SchemaForm on a product page', () => {
  const doc = readDocument('products', 'biosense.json');

  it('edits the fixed pairs of a comparison in place, with no buttons to add or move', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    const options = group('Options');
    expect(options.getByLabelText('Option 1')).toHaveValue('Lab test');
    expect(options.queryByRole('button')).not.toBeInTheDocument();
    await user.type(options.getByLabelText('Option 2'), ' kit');
    expect(latest().sections[3].options).toEqual(['Lab test', 'Biosense on-site kit']);
    expect(group(/^Section 4 · Comparison/).getByLabelText('Better')).toHaveDisplayValue('1');
    expect(() => parsePage(latest(), 'products', 'biosense')).not.toThrow();
  });

  it('adds an optional list, focusing its "Add" button, then an item of it', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor(pageSchema, doc);
    const entry = group(/^Section 7 · FAQ/);
    const first = doc.sections[6].items.findIndex((item: { links?: unknown }) => !item.links);
    const item = within(entry.getByRole('group', { name: new RegExp(`^Item ${first + 1}:`) }));
    await user.click(item.getByRole('button', { name: 'Add links' }));
    expect(latest().sections[6].items[first].links).toEqual([]);
    expect(item.getByRole('button', { name: 'Add link' })).toHaveFocus();
    await user.click(item.getByRole('button', { name: 'Add link' }));
    expect(latest().sections[6].items[first].links).toEqual([{ label: '', href: '' }]);
    expect(item.getByLabelText('Label')).toHaveFocus();
  });
});

describe('SchemaForm on every kind of document', () => {
  it.each([
    ['pages', 'home.json', pageSchema],
    ['pages', 'policy.json', pageSchema],
    ['products', 'biosense.json', pageSchema],
    ['articles', 'deccan-fpc-bulletin-kharif-input-pool.json', articleSchema],
    ['magazines', 'mitti-aur-mausam-2026-q1.json', magazineSchema],
    ['catalogue', 'ecrop-field-station.json', catalogueItemSchema],
  ])('draws %s/%s with a control for every field, none of them raw JSON', (collection, file, schema) => {
    const { container, edits } = renderEditor(schema, readDocument(collection, file));
    expect(screen.queryByLabelText(/\(JSON\)$/)).not.toBeInTheDocument();
    expect(container.querySelectorAll('input, select, textarea').length).toBeGreaterThan(3);
    expect(edits).not.toHaveBeenCalled();
  });
});
