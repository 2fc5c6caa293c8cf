/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { issuesOfDocument, validateDocument } from './validate';

const read = (collection: string, id: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'content', collection, `${id}.json`), 'utf8')) as Record<string, unknown>;
const service = read('services', 'agri-insurance');

describe('the issues the desk shows as an editor types', () => {
  it('finds none in a document the build accepts, and validateDocument accepts it too', () => {
    expect(issuesOfDocument('services', 'agri-insurance', service)).toEqual([]);
    expect(() => validateDocument('services', 'agri-insurance', service)).not.toThrow();
  });

  it('puts a schema issue at its field, where validateDocument refuses the same document', () => {
    const sections = [...(service.sections as Array<Record<string, unknown>>)];
    sections[0] = { ...sections[0], heading: '' };
    const broken = { ...service, sections };
    expect(issuesOfDocument('services', 'agri-insurance', broken)).toEqual([expect.objectContaining({ path: ['sections', 0, 'heading'] })]);
    expect(() => validateDocument('services', 'agri-insurance', broken)).toThrow(/heading/);
  });

  it('names an unknown token and a slug that is not the document’s id, as the build does', () => {
    expect(issuesOfDocument('services', 'agri-insurance', { ...service, description: 'Call {noSuchFact} today' })).toEqual([
      { path: [], message: expect.stringContaining('unknown token {noSuchFact}') },
    ]);
    expect(issuesOfDocument('services', 'agri-insurance', { ...service, slug: 'crop-insurance' })).toEqual([
      { path: ['slug'], message: expect.stringContaining('agri-insurance') },
    ]);
  });

  it('checks a post with the post schema: a date that is not one is refused at its field', () => {
    const post = { title: 'Kharif irrigation', content: '<p>Water at flowering.</p>', sortedDate: 'next Tuesday' };
    expect(issuesOfDocument('posts', 'kharif-irrigation', post)).toEqual([expect.objectContaining({ path: ['sortedDate'] })]);
    expect(issuesOfDocument('posts', 'kharif-irrigation', { ...post, sortedDate: '2026-06-01T05:30:00Z' })).toEqual([]);
  });
});
