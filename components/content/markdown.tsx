import { Fragment, type ReactNode } from 'react';
import { Lexer, Marked, type Token, type TokenizerExtension, type Tokens } from 'marked';
import { ContentLink } from '@/components/sections/content-link';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * Markdown from content documents, rendered on the server into React elements (never raw HTML): links to
 * site pages become client-side links, links to other sites open in a new tab and say so, and only the
 * constructs below are drawn. Anything else (raw HTML, images) is shown as its plain text.
 */

/** A span in another language than the page's: `[Data Fiduciary]{lang=en}` (Pandoc's bracketed span). */
interface LanguageSpan extends Tokens.Generic {
  type: 'languageSpan';
  lang: string;
  tokens: Token[];
}

const LANGUAGE_SPAN = /^\[([^\]\n]+)\]\{lang=([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\}/;

/**
 * Words of another language inside a paragraph (an English legal term in a Hindi policy) are marked so a
 * screen reader switches its voice for them and a browser hyphenates and shapes them as that language.
 */
const languageSpan: TokenizerExtension = {
  name: 'languageSpan',
  level: 'inline',
  start: (source) => /\[[^\]\n]+\]\{lang=/.exec(source)?.index,
  tokenizer(source) {
    const match = LANGUAGE_SPAN.exec(source);
    if (!match) return undefined;
    return { type: 'languageSpan', raw: match[0], lang: match[2]!, tokens: this.lexer.inlineTokens(match[1]!) } satisfies LanguageSpan;
  },
};

const markdown = new Marked({ extensions: [languageSpan] });

function inline(tokens: Token[] | undefined): ReactNode {
  return tokens?.map((token, index) => <Fragment key={index}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'link':
      return <ContentLink href={(token as Tokens.Link).href}>{inline((token as Tokens.Link).tokens)}</ContentLink>;
    case 'codespan':
      return <code>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'languageSpan':
      return <span lang={(token as LanguageSpan).lang}>{inline((token as LanguageSpan).tokens)}</span>;
    case 'text':
      return 'tokens' in token && token.tokens ? inline(token.tokens) : (token as Tokens.Text).text;
    default:
      return 'text' in token ? String(token.text) : token.raw;
  }
}

/** One line of Markdown (links, bold, italics) inside an element the caller chooses. */
export function InlineMarkdown({ text }: { text: string }) {
  return <>{inline(Lexer.lexInline(text, markdown.defaults))}</>;
}

function block(token: Token, index: number, headingLevel: 3 | 4): ReactNode {
  switch (token.type) {
    case 'paragraph':
      return <p key={index}>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'heading': {
      const Heading = (token as Tokens.Heading).depth <= 3 ? (`h${headingLevel}` as const) : ('h4' as const);
      return <Heading key={index}>{inline((token as Tokens.Heading).tokens)}</Heading>;
    }
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => (
        <li key={i}>
          {item.tokens.map((child, j) => (child.type === 'text' ? <Fragment key={j}>{inline((child as Tokens.Text).tokens)}</Fragment> : block(child, j, headingLevel)))}
        </li>
      ));
      return list.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <ScrollRegion key={index} className="table-scroll" label={table.header.map((cell) => cell.text).join(', ')}>
          <table>
            <thead>
              <tr>
                {table.header.map((cell, i) => (
                  <th key={i} scope="col">
                    {inline(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        {inline(cell.tokens)}
                      </th>
                    ) : (
                      <td key={c}>{inline(cell.tokens)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      );
    }
    case 'blockquote':
      // A box set off from the text (the grievance officer's contact), part of its section rather than a
      // landmark of its own: a plain block, not <aside>.
      return (
        <div key={index} className="note">
          {(token as Tokens.Blockquote).tokens.map((child, i) => block(child, i, headingLevel))}
        </div>
      );
    case 'space':
    case 'hr':
      return null;
    default:
      return <p key={index}>{'text' in token ? String(token.text) : token.raw}</p>;
  }
}

/**
 * Blocks of Markdown: paragraphs, lists, tables (the first column heads its row), headings (at
 * `headingLevel`, under the caller's own heading) and quotes, which become a highlighted box. Inline, a
 * `[words]{lang=en}` span marks words in another language.
 */
export function Markdown({ source, headingLevel = 3 }: { source: string; headingLevel?: 3 | 4 }) {
  return <>{markdown.lexer(source).map((token, index) => block(token, index, headingLevel))}</>;
}
