import { withoutPayloadCss } from './stylesheet-copies';
import { documentOf as documentWithHead, outsidePayload, payloadOf, pieceScript, textRow } from './test-documents';

const SITE_CSS = '/_next/static/chunks/site.css';
const SWIPER_CSS = '/_next/static/chunks/swiper.css';
// Multi-byte text, because a text row's length counts UTF-8 bytes, not characters.
const siteCss = `.quote::before{content:"— “”"}.hi{font-family:"नोटो"}${'.a{color:red}'.repeat(40)}`;
const swiperCss = `:root{--swiper-theme-color:#007aff}${'.b{margin:0}'.repeat(20)}`;
const otherCss = '.c{padding:0}';
const jsonLd = '{"@context":"https://schema.org","name":"About us — the company"}';

const styleElement = (href: string, id: string) => `["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${href}","children":"$${id}"}]`;

/**
 * A payload shaped like Next's: the root layout's style (row 2) and global-error's copy of it (row 8), a
 * style of a file the head does not hold (row 7), a JSON-LD text row (row 3), a module row and symbols.
 */
const payload = [
  `0:{"G":["$5",["$L6"]],"r":["$","$1","c",{"children":[${styleElement(SITE_CSS, '2')},${styleElement(SWIPER_CSS, '9')}]}]}\n`,
  '1:"$Sreact.fragment"\n',
  textRow('2', siteCss),
  textRow('3', jsonLd),
  `4:${styleElement('/_next/static/chunks/elsewhere.css', '7')}\n`,
  '5:I[53348,["/_next/static/chunks/x.js"],"default"]\n',
  `6:${styleElement(SITE_CSS, '8')}\n`,
  textRow('7', otherCss),
  textRow('8', siteCss),
  textRow('9', swiperCss),
  'a:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$3"}}]\n',
].join('');

/** The document, its head holding the inlined stylesheets by default. */
const documentOf = (flight: string, cuts: number[], head = `<style data-precedence="next" data-href="${SITE_CSS} ${SWIPER_CSS}">${siteCss}${swiperCss}</style>`) =>
  documentWithHead(flight, cuts, head);

describe('withoutPayloadCss', () => {
  const expected = payload.replace(textRow('2', siteCss), '2:T0,').replace(textRow('8', siteCss), '8:T0,').replace(textRow('9', swiperCss), '9:T0,');

  it('empties the text of every stylesheet the head holds, and nothing else', () => {
    const html = documentOf(payload, [120, 400, 700]);
    const trimmed = withoutPayloadCss(html);
    expect(payloadOf(trimmed)).toBe(expected);
    // The JSON-LD and the stylesheet the head does not hold keep their text.
    expect(payloadOf(trimmed)).toContain(textRow('3', jsonLd));
    expect(payloadOf(trimmed)).toContain(textRow('7', otherCss));
    expect(outsidePayload(trimmed)).toBe(outsidePayload(html));
  });

  it('handles any cut of the payload into pieces: inside a row header, in multi-byte text, across several pieces', () => {
    const siteAt = payload.indexOf(textRow('2', siteCss));
    const cutSets = [
      [siteAt + 1, siteAt + 4], // inside "2:T…," itself
      [siteAt + 20, siteAt + 40, siteAt + 60], // pieces wholly inside the text
      [payload.indexOf('—') + 1], // right after a multi-byte character
      Array.from({ length: Math.floor(payload.length / 7) }, (_, index) => (index + 1) * 7),
    ];
    for (const cuts of cutSets) expect(payloadOf(withoutPayloadCss(documentOf(payload, cuts)))).toBe(expected);
  });

  it('drops a piece that held only stylesheet text, and keeps the others as Next wrote them', () => {
    const siteAt = payload.indexOf(textRow('2', siteCss));
    const html = documentOf(payload, [siteAt + 10, siteAt + 50]);
    const trimmed = withoutPayloadCss(html);
    const before = html.match(/<script>self\.__next_f\.push/g)!.length;
    expect(trimmed.match(/<script>self\.__next_f\.push/g)).toHaveLength(before - 1);
    expect(trimmed).toContain(pieceScript(payload.slice(0, siteAt)).slice(0, 60));
  });

  it('escapes rewritten pieces for HTML, as Next does', () => {
    const flight = `${payload}b:["$","p",null,{"children":"<b>&</b>"}]\n`;
    const trimmed = withoutPayloadCss(documentOf(flight, [10]));
    expect(trimmed).not.toContain('<b>');
    expect(payloadOf(trimmed)).toContain('"children":"<b>&</b>"');
  });

  it('leaves a document alone that has no inlined stylesheet, or has been trimmed already', () => {
    const noStyles = documentOf(payload, [100], '<title>x</title>');
    expect(withoutPayloadCss(noStyles)).toBe(noStyles);
    const once = withoutPayloadCss(documentOf(payload, [100]));
    expect(withoutPayloadCss(once)).toBe(once);
    expect(withoutPayloadCss('<!DOCTYPE html><p>plain</p>')).toBe('<!DOCTYPE html><p>plain</p>');
  });
});
