import { z } from 'zod';
import { actionSchema, articleSchema, catalogueItemSchema, imageSchema, magazineSchema, pageSchema, postSchema, sectionSchema } from '@/lib/content/schema';
import {
  emptyValue,
  fieldKind,
  getIn,
  setIn,
  humanise,
  inSentence,
  issuesFromZod,
  itemTitle,
  matchOption,
  moveItem,
  optionLabels,
  singular,
  switchMember,
  unionMembers,
  unwrap,
  type FieldKind,
} from './schema-walk';

type Schema = z.core.$ZodType;

/** Every kind the form meets walking a schema, with where it met it. */
function kindsIn(schema: Schema, where = '', seen = new Set<Schema>()): { where: string; kind: FieldKind }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const kind = fieldKind(unwrap(schema).schema);
  const here = { where, kind };
  switch (kind.kind) {
    case 'object':
      return [here, ...kind.shape.flatMap(([key, value]) => kindsIn(value, `${where}.${key}`, seen))];
    case 'array':
      return [here, ...kindsIn(kind.element, `${where}[]`, seen)];
    case 'tuple':
      return [here, ...kind.items.flatMap((item, i) => kindsIn(item, `${where}[${i}]`, seen))];
    case 'discriminated':
      return [here, ...kind.members.flatMap((member) => kindsIn(member.schema, `${where}<${String(member.tag)}>`, seen))];
    case 'union':
      return [here, ...kind.options.flatMap((option, i) => kindsIn(option, `${where}|${i}`, seen))];
    default:
      return [here];
  }
}

const sectionMembers = unionMembers(sectionSchema);

/** The object schema of one section type. */
function member(tag: string): z.ZodObject<Record<string, z.ZodType>> {
  return sectionMembers.find((m) => m.tag === tag)!.schema as z.ZodObject<Record<string, z.ZodType>>;
}

describe('unwrap', () => {
  it('peels optional, default and preprocess down to the type an editor types', () => {
    const daysOfPublication = unwrap(articleSchema.shape.daysOfPublication);
    expect(daysOfPublication.optional).toBe(true);
    expect(fieldKind(daysOfPublication.schema)).toEqual({ kind: 'string', format: 'datetime|date' });

    const categoryId = unwrap(postSchema.shape.categoryId);
    expect(categoryId).toMatchObject({ optional: false, defaultValue: { value: 'blog' } });
    expect(fieldKind(categoryId.schema)).toEqual({ kind: 'string' });
  });

  it('edits the input of a transform pipe and the inner type of nullable and readonly', () => {
    const trimmed = unwrap(z.string().transform((s) => s.length));
    expect(fieldKind(trimmed.schema).kind).toBe('string');
    const wrapped = unwrap(z.number().nullable().readonly());
    expect(wrapped.nullable).toBe(true);
    expect(fieldKind(wrapped.schema).kind).toBe('number');
  });
});

describe('fieldKind over the content schemas', () => {
  it.each([
    ['page', pageSchema],
    ['post', postSchema],
    ['article', articleSchema],
    ['magazine', magazineSchema],
    ['catalogue item', catalogueItemSchema],
  ])('has a control for every part of a %s document', (_, schema) => {
    const unsupported = kindsIn(schema).filter(({ kind }) => kind.kind === 'unknown');
    expect(unsupported).toEqual([]);
  });

  it('reads a page as a union on kind, and a section as a union on type with all its members', () => {
    expect(fieldKind(pageSchema)).toMatchObject({ kind: 'discriminated', discriminator: 'kind' });
    expect(sectionMembers.map((member) => member.tag)).toEqual([...(sectionSchema._zod.propValues.type ?? [])]);
    expect(sectionMembers.length).toBeGreaterThanOrEqual(22);
  });

  it('makes unions of literals and enums a choice, tuples fixed lists, and the action union a plain union', () => {
    const cards = member('cards');
    expect(fieldKind(unwrap(cards.shape.perRow!).schema)).toEqual({ kind: 'choice', values: [1, 2, 3, 4] });
    expect(fieldKind(unwrap(cards.shape.tone!).schema)).toEqual({ kind: 'choice', values: ['paper', 'white', 'forest'] });
    expect(fieldKind(member('comparison').shape.options!)).toMatchObject({ kind: 'tuple' });
    expect(fieldKind(actionSchema).kind).toBe('union');
  });
});

describe('emptyValue', () => {
  it('gives objects their required keys only, with empty strings and zero numbers', () => {
    expect(emptyValue(imageSchema)).toEqual({ src: '', alt: '', width: 0, height: 0 });
    expect(emptyValue(sectionSchema)).toEqual({ type: 'banner', heading: '', subheading: '' });
  });

  it('sets the tag of every section type, so a new section of any type is that type', () => {
    for (const member of sectionMembers) {
      const value = emptyValue(member.schema) as Record<string, unknown>;
      expect(value.type).toBe(member.tag);
      // Apart from the text an editor must write, the empty section only lacks content.
      const result = sectionSchema.safeParse(value);
      expect(result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'type')).toEqual([]);
    }
  });

  it('fills a tuple to its length and leaves lists empty', () => {
    const comparison = emptyValue(member('comparison')) as Record<string, unknown>;
    expect(comparison.options).toEqual(['', '']);
    expect(comparison.rows).toEqual([]);
  });
});

describe('switchMember', () => {
  it('keeps the keys the new member shares and accepts, and drops the rest', () => {
    const cards = { type: 'cards', id: 'layers', title: 'Layers', tone: 'white', perRow: 3, cards: [{ title: 'A', content: 'B' }] };
    expect(switchMember(cards, member('stats'))).toEqual({ type: 'stats', id: 'layers', title: 'Layers', tone: 'white', items: [] });
  });

  it('keeps a field both members share even when its value is not valid yet', () => {
    const cta = { type: 'cta', id: 'talk', title: 'Talk to us', actions: [{ label: 'WhatsApp', href: '{whatsappLink}' }] };
    expect(switchMember(cta, member('richText'), member('cta'))).toEqual({ type: 'richText', id: 'talk', title: 'Talk to us', paragraphs: [] });
    const service = { kind: 'service', slug: 'x', sections: [{ type: 'banner', heading: '{brand}' }], serviceType: 'Drones' };
    const [, product] = unionMembers(pageSchema);
    expect(switchMember(service, product!.schema, unionMembers(pageSchema)[0]!.schema)).toMatchObject({ kind: 'product', productType: '', sections: service.sections });
  });

  it('does not carry a value the new member would refuse', () => {
    const banner = { type: 'banner', layout: 'split', heading: 'Hello', subheading: 'There' };
    expect(switchMember(banner, member('timeline'))).not.toHaveProperty('layout');
  });
});

describe('plain unions', () => {
  const options = actionSchema.options;

  it('names the options by their fixed value or their own keys', () => {
    expect(optionLabels([...options])).toEqual(['Link', 'Brochure']);
  });

  it('matches a value to the option it passes, or the one it resembles', () => {
    expect(matchOption([...options], { label: 'Call us', href: '/contact' })).toBe(0);
    expect(matchOption([...options], { label: 'Brochure', action: 'brochure' })).toBe(1);
    // Not valid yet (the label must say "Brochure"), still the brochure option.
    expect(matchOption([...options], { label: '', action: 'brochure' })).toBe(1);
  });
});

describe('labels', () => {
  it.each([
    ['metaDescription', 'Meta description'],
    ['imageURL', 'Image URL'],
    ['pdfUrl', 'PDF URL'],
    ['inTheBox', 'In the box'],
    ['featureTiles', 'Feature tiles'],
    ['href', 'Link'],
    ['id', 'ID'],
  ])('humanises %s as %s', (key, label) => expect(humanise(key)).toBe(label));

  it.each([
    ['paragraphs', 'Paragraph'],
    ['sections', 'Section'],
    ['entries', 'Entry'],
    ['addresses', 'Address'],
    ['status', 'Status'],
    ['exclude', 'Excluded slug'],
  ])('names one item of %s: %s', (key, label) => expect(singular(key)).toBe(label));

  it('puts labels inside a sentence without breaking abbreviations', () => {
    expect(inSentence('Meta description')).toBe('meta description');
    expect(inSentence('ID')).toBe('ID');
  });

  it("quotes an item's heading or title, shortened", () => {
    expect(itemTitle({ heading: 'Hello' })).toBe('Hello');
    expect(itemTitle({ title: 'x'.repeat(100) })).toHaveLength(60);
    expect(itemTitle('text')).toBeUndefined();
  });
});

describe('setIn and getIn', () => {
  it('puts a value at a path in a copy that shares every untouched part', () => {
    const doc = {
      title: 'A',
      sections: [
        { type: 'banner', heading: 'H' },
        { type: 'cta', title: 'C' },
      ],
    };
    const next = setIn(doc, ['sections', 1, 'title'], 'D') as typeof doc;
    expect(next).toEqual({
      title: 'A',
      sections: [
        { type: 'banner', heading: 'H' },
        { type: 'cta', title: 'D' },
      ],
    });
    expect(next.sections[0]).toBe(doc.sections[0]);
    expect(doc.sections[1]!.title).toBe('C');
    expect(getIn(next, ['sections', 1, 'title'])).toBe('D');
    expect(getIn(next, ['sections', 5, 'title'])).toBeUndefined();
  });

  it('removes a key set to undefined and creates missing levels', () => {
    expect(setIn({ eyebrow: 'E', title: 'T' }, ['eyebrow'], undefined)).toEqual({ title: 'T' });
    expect(setIn({}, ['image', 'alt'], '')).toEqual({ image: { alt: '' } });
    expect(setIn({ options: [] }, ['options', 1], 'B')).toEqual({ options: [undefined, 'B'] });
  });
});

describe('moveItem', () => {
  it('returns a new list with one item moved', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('issuesFromZod', () => {
  it('keeps each issue at its path, and replaces a failed union by its closest option', () => {
    const result = z.object({ actions: z.array(actionSchema) }).safeParse({ actions: [{ label: 'Call' }] });
    expect(result.success).toBe(false);
    expect(issuesFromZod(result.error!)).toEqual([{ path: ['actions', 0, 'href'], message: expect.stringContaining('expected string') }]);
  });

  it('reports an unknown section type at the type', () => {
    const result = sectionSchema.safeParse({ type: 'gallery' });
    expect(issuesFromZod(result.error!)).toEqual([{ path: ['type'], message: expect.stringContaining('Invalid discriminator value') }]);
  });
});
