import { inlineSvg, MAX_INLINE_SVG_BYTES, parseInlineSvg } from './inline-svg';

describe('parseInlineSvg', () => {
  it('takes the viewBox and the markup inside the root element', () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1900" height="500" viewBox="0 0 1900 500"><defs><linearGradient id="a-bg"/></defs><rect fill="url(#a-bg)" width="10" height="10"/><use href="#a-bg"/></svg>\n';
    expect(parseInlineSvg(svg)).toEqual({
      viewBox: '0 0 1900 500',
      markup: '<defs><linearGradient id="a-bg"/></defs><rect fill="url(#a-bg)" width="10" height="10"/><use href="#a-bg"/>',
    });
  });

  it.each([
    ['a script', '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>'],
    ['an event handler', '<svg viewBox="0 0 1 1"><rect onload="alert(1)"/></svg>'],
    ['an external reference', '<svg viewBox="0 0 1 1"><image href="https://example.in/a.png"/></svg>'],
    ['foreign content', '<svg viewBox="0 0 1 1"><foreignObject/></svg>'],
    ['no viewBox', '<svg width="1" height="1"><rect/></svg>'],
    ['no root element', '<rect/>'],
  ])('keeps a drawing with %s as a file', (_, svg) => {
    expect(parseInlineSvg(svg)).toBeNull();
  });

  it('keeps a large drawing as a file', () => {
    expect(parseInlineSvg(`<svg viewBox="0 0 1 1">${'<rect/>'.repeat(MAX_INLINE_SVG_BYTES / 7 + 1)}</svg>`)).toBeNull();
  });
});

describe('inlineSvg', () => {
  it('inlines a shipped banner drawing', () => {
    expect(inlineSvg('/assets/art/banner-ecrop.svg')?.viewBox).toBe('0 0 1900 500');
  });

  it('leaves other images to <img>', () => {
    expect(inlineSvg('/assets/art/og-default.png')).toBeNull();
    expect(inlineSvg('https://example.in/art.svg')).toBeNull();
    expect(inlineSvg('/assets/../../package.json')).toBeNull();
    expect(inlineSvg('/assets/art/no-such-drawing.svg')).toBeNull();
  });
});
