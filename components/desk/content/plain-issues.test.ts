import { issuesOfDocument } from '@/lib/content/validate';
import { plainIssue } from './plain-issues';

describe('the form’s problems in plain words', () => {
  it('says what an empty box and a short list need, from the messages the build’s schema really gives', () => {
    const [empty] = issuesOfDocument('articles', 'field-note', {
      publicationName: '',
      articleTitle: 'Stubble',
      pdfUrl: '/assets/a.pdf',
      categoryId: 'Newsletter',
      publisher: 'FPC',
      sortedDate: '2026-01-01',
    });
    expect(plainIssue(empty!.message)).toBe('Write something here: this cannot be empty');
    expect(plainIssue('Too small: expected array to have >=2 items')).toBe('Add at least 2 items');
    expect(plainIssue('Invalid input: expected string, received undefined')).toBe('Fill this in');
  });

  it('leaves the schema’s own messages as they are', () => {
    expect(plainIssue('must be an image under /assets/')).toBe('must be an image under /assets/');
  });
});
