import { render, screen, within } from '@testing-library/react';
import { InlineMarkdown, Markdown } from './markdown';

// Site links are next/link links, which ask the app router for the page ahead when reached for.
jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ prefetch: jest.fn() }) }));

describe('content Markdown', () => {
  it('draws links, bold and italics inline; site links at their trailing-slash URL, other sites in a new tab', () => {
    render(
      <p>
        <InlineMarkdown text="Read our [privacy policy](/policy), **carefully**, and *then* see [the UN](https://sdgs.un.org/goals) or [call](tel:+912248901200)." />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policy/');
    expect(screen.getByText('carefully').tagName).toBe('STRONG');
    expect(screen.getByText('then').tagName).toBe('EM');
    const external = screen.getByRole('link', { name: 'the UN (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+912248901200');
  });

  it('never turns text into HTML', () => {
    const { container } = render(<InlineMarkdown text={'<img src=x onerror="alert(1)"> & <b>bold</b>'} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x');
  });

  it('draws paragraphs, lists, headings at the given level, tables with row headers, and quotes as boxes', () => {
    const source = ['Intro.', '', '### Sub', '', '- one', '- two', '', '| Data | Kept |', '| --- | --- |', '| Logs | 30 days |', '', '> **Officer**', '>', '> - Email'].join('\n');
    const { container } = render(<Markdown source={source} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sub' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two', 'Email']);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Kept' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Logs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Data, Kept' })).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('.note strong')?.textContent).toBe('Officer');
  });

  it('marks words in another language with their lang, inline and in blocks, keeping their own Markdown', () => {
    const { container } = render(<Markdown source={'**डेटा न्यासी** ([Data **Fiduciary**]{lang=en}) और [{lang=en} नहीं]\n\n- [Consent Manager]{lang=en-IN}'} />);
    const spans = [...container.querySelectorAll('span[lang]')];
    expect(spans.map((span) => [span.getAttribute('lang'), span.textContent])).toEqual([
      ['en', 'Data Fiduciary'],
      ['en-IN', 'Consent Manager'],
    ]);
    expect(spans[0]!.querySelector('strong')?.textContent).toBe('Fiduciary');
    // Not a span: brackets without a language, or a language that is not a tag, stay as written.
    expect(container.textContent).toContain('[{lang=en} नहीं]');
    render(<InlineMarkdown text="[Buy Product]{lang=en} पेज, [x]{lang=English}" />);
    expect(screen.getByText('Buy Product')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/\[x\]\{lang=English\}/)).toBeInTheDocument();
  });
});
