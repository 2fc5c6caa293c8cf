/** @jest-environment node */
import { Timestamp } from 'firebase-admin/firestore';
import { formatContentFile, fromFirestore, toFirestore, type JsonObject } from './codec';

describe('toFirestore', () => {
  it('stores the dates of dated collections as Timestamps and leaves everything else as it is', () => {
    const stored = toFirestore('articles', { articleTitle: 'Frost', sortedDate: '2026-11-05T00:00:00Z', daysOfPublication: '2026-11-05', volume: 'Vol. 3' });
    expect(stored.sortedDate).toEqual(Timestamp.fromDate(new Date('2026-11-05T00:00:00Z')));
    expect(stored.daysOfPublication).toEqual(Timestamp.fromDate(new Date('2026-11-05')));
    expect(stored.volume).toBe('Vol. 3');
  });

  it('leaves page documents untouched, dates included (a legal page’s effective date is text)', () => {
    const page = { slug: 'policy', sections: [{ type: 'legal', effectiveDate: '2026-04-01' }] };
    expect(toFirestore('pages', page)).toBe(page);
  });
});

describe('fromFirestore', () => {
  it('writes Timestamps back in the form the file used, else the field’s own form', () => {
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    expect(fromFirestore({ sortedDate: at('2026-11-05T09:30:00Z'), issueDate: at('2026-10-01T00:00:00Z') })).toEqual({
      issueDate: '2026-10-01',
      sortedDate: '2026-11-05T09:30:00Z',
    });
    expect(fromFirestore({ sortedDate: at('2026-11-05T00:00:00Z') }, { sortedDate: '2026-11-04' })).toEqual({ sortedDate: '2026-11-05' });
    expect(fromFirestore({ sortedDate: at('2026-11-05T00:00:00.250Z') }, { sortedDate: '2026-11-04T00:00:00.000Z' })).toEqual({ sortedDate: '2026-11-05T00:00:00.250Z' });
  });

  it('orders keys like the template, nested and in arrays matched by section type, new keys after, sorted', () => {
    const template: JsonObject = {
      slug: 'x',
      title: 'T',
      sections: [
        { type: 'banner', title: 'B', image: 'i' },
        { type: 'faq', title: 'F', items: [] },
      ],
    };
    const stored = {
      title: 'T2',
      sections: [
        { items: [], type: 'faq', title: 'F' },
        { image: 'j', title: 'B', type: 'banner' },
        { type: 'cta', title: 'C' },
      ],
      zeta: 1,
      slug: 'x',
      alpha: 2,
    };
    const result = fromFirestore(stored, template) as Record<string, unknown>;
    expect(Object.keys(result)).toEqual(['slug', 'title', 'sections', 'alpha', 'zeta']);
    const sections = result.sections as Array<Record<string, unknown>>;
    expect(sections.map((section) => Object.keys(section))).toEqual([
      ['type', 'title', 'items'],
      ['type', 'title', 'image'],
      ['title', 'type'],
    ]);
  });
});

it('formats a file as two-space JSON with a final newline', () => {
  expect(formatContentFile({ a: [1, 'b'] })).toBe('{\n  "a": [\n    1,\n    "b"\n  ]\n}\n');
});
