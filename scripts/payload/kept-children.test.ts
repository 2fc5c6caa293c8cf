import { withoutKeptChildren } from './kept-children';
import { documentOf, outsidePayload, payloadOf, pieceScript, textRow } from './test-documents';

// Multi-byte text, because a text row's length counts UTF-8 bytes, not characters.
const note = 'Soil health — मिट्टी की जाँच, every season';

/**
 * A payload shaped like Next's: the root (row 0) holds two StaticHtml elements (client reference 2), one with
 * its children inline and one with them in rows 5–7, and a client component (reference 3) beside them. Row 9
 * is referenced from inside a StaticHtml and from the client component's props, so it must stay; row 4 only
 * from inside one. The hint row has no id and nothing references it.
 */
const root =
  '0:{"b":"build","f":[[["",{"children":["__PAGE__",{}]},"$undefined","$undefined",true],["$","$1","c",{"children":[' +
  '["$","$L2",null,{"children":["$","section",null,{"children":["$L4","$9"]}]}],' +
  '["$","main",null,{"children":["$","$L2","band",{"children":"$L5"}]}],' +
  '["$","$L3",null,{"label":"Menu","note":"$9:props:children"}]]}]]]}\n';
const payload = [
  root,
  '1:"$Sreact.fragment"\n',
  '2:I[123,["/_next/static/chunks/a.js"],"StaticHtml"]\n',
  '3:I[456,["/_next/static/chunks/b.js"],"MenuButton"]\n',
  '4:["$","h2",null,{"children":"Biosense"}]\n',
  '5:[["$","p",null,{"children":"$6"}],["$","a",null,{"href":"/biosense/","children":"$L7"}]]\n',
  textRow('6', note),
  '7:["$","span",null,{"children":"Read more"}]\n',
  ':HL["/fonts/inter.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n',
  '9:["$","em",null,{"children":"kept by the menu"}]\n',
].join('');

const rowIds = (flight: string) => [...flight.matchAll(/(?:^|\n|,every season)([0-9a-f]*):/g)].map((match) => match[1]);

describe('withoutKeptChildren', () => {
  const expectedRoot = root
    .replace('["$","$L2",null,{"children":["$","section",null,{"children":["$L4","$9"]}]}]', '["$","$L2",null,{"keptId":0}]')
    .replace('["$","$L2","band",{"children":"$L5"}]', '["$","$L2","band",{"keptId":1}]');
  const expected = [
    expectedRoot,
    '1:"$Sreact.fragment"\n',
    '2:I[123,["/_next/static/chunks/a.js"],"StaticHtml"]\n',
    '3:I[456,["/_next/static/chunks/b.js"],"MenuButton"]\n',
    ':HL["/fonts/inter.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n',
    '9:["$","em",null,{"children":"kept by the menu"}]\n',
  ].join('');

  it('numbers each StaticHtml in place of its children and drops the rows only they reached', () => {
    const html = documentOf(payload, [200, 500]);
    const trimmed = withoutKeptChildren(html);
    expect(payloadOf(trimmed)).toBe(expected);
    expect(rowIds(payloadOf(trimmed))).toEqual(['0', '1', '2', '3', '', '9']);
    expect(outsidePayload(trimmed)).toBe(outsidePayload(html));
  });

  it('handles any cut of the payload into pieces: inside a row, in multi-byte text, a piece per few characters', () => {
    const noteAt = payload.indexOf(note);
    const cutSets = [
      [1],
      [root.length - 3, root.length + 2],
      [noteAt + 13, noteAt + 14, noteAt + 20],
      Array.from({ length: Math.floor(payload.length / 9) }, (_, index) => (index + 1) * 9),
    ];
    for (const cuts of cutSets) expect(payloadOf(withoutKeptChildren(documentOf(payload, cuts)))).toBe(expected);
  });

  it('drops a piece left empty and keeps the pieces nothing touched as Next wrote them', () => {
    const keptOnlyFrom = payload.indexOf('4:');
    const keptOnlyTo = payload.indexOf(':HL');
    const html = documentOf(payload, [keptOnlyFrom, keptOnlyTo]);
    const trimmed = withoutKeptChildren(html);
    expect(trimmed.match(/<script>self\.__next_f\.push/g)).toHaveLength(2);
    expect(trimmed).toContain(pieceScript(payload.slice(keptOnlyTo)));
  });

  it('leaves alone a document already trimmed, one whose payload has no StaticHtml, and one without a payload', () => {
    const once = withoutKeptChildren(documentOf(payload, [100]));
    expect(withoutKeptChildren(once)).toBe(once);
    const noStaticHtml = documentOf(payload.replace('"StaticHtml"', '"Carousel"'), [100]);
    expect(withoutKeptChildren(noStaticHtml)).toBe(noStaticHtml);
    expect(withoutKeptChildren('<!DOCTYPE html><p>plain</p>')).toBe('<!DOCTYPE html><p>plain</p>');
  });

  it('keeps the children of a StaticHtml that another element refers into (React writes a shared part once)', () => {
    const icon = '["$","svg",null,{"id":"leaf-icon"}]';
    const shared = [
      `0:["$","$1","c",{"children":[["$","$L2",null,{"children":["$","p",null,{"children":${icon}}]}],["$","$L2","b",{"children":"$L4"}],` +
        '["$","$L3",null,{"icon":"$0:props:children:0:props:children:props:children"}]]}]\n',
      '1:"$Sreact.fragment"\n',
      '2:I[123,["/_next/static/chunks/a.js"],"StaticHtml"]\n',
      '3:I[456,["/_next/static/chunks/b.js"],"MenuButton"]\n',
      '4:["$","h2",null,{"children":"Biosense"}]\n',
    ].join('');
    const trimmed = payloadOf(withoutKeptChildren(documentOf(shared, [50])));
    expect(trimmed).toContain(`["$","$L2",null,{"children":["$","p",null,{"children":${icon}}]}]`);
    expect(trimmed).toContain('["$","$L2","b",{"keptId":0}]');
    expect(rowIds(trimmed)).toEqual(['0', '1', '2', '3']);
  });

  it('still takes the children out when the references into them are inside StaticHtml children too, and pins in turn what a pinned one refers into', () => {
    const icon = '["$","svg",null,{"id":"pin-icon"}]';
    // Elements 0 and 1 refer into each other's children only; element 2 (kept whole: a menu refers into it) refers into element 3.
    const flight = [
      `0:["$","$1","c",{"children":[["$","$L2","a",{"children":["$","p",null,{"children":${icon}}]}],` +
        '["$","$L2","b",{"children":["$","p",null,{"children":"$0:props:children:0:props:children:props:children"}]}],' +
        '["$","$L2","c",{"children":["$","p",null,{"children":["$","i",null,{"title":"$0:props:children:3:props:children:props:children"}]}]}],' +
        `["$","$L2","d",{"children":["$","p",null,{"children":${icon}}]}],` +
        '["$","$L3",null,{"icon":"$0:props:children:2:props:children:props:children"}]]}]\n',
      '1:"$Sreact.fragment"\n',
      '2:I[123,["/_next/static/chunks/a.js"],"StaticHtml"]\n',
      '3:I[456,["/_next/static/chunks/b.js"],"MenuButton"]\n',
    ].join('');
    const trimmed = payloadOf(withoutKeptChildren(documentOf(flight, [50])));
    expect(trimmed).toContain('["$","$L2","a",{"keptId":0}],["$","$L2","b",{"keptId":1}],["$","$L2","c",{"children":');
    expect(trimmed).toContain(`["$","$L2","d",{"children":["$","p",null,{"children":${icon}}]}]`);
  });
});
