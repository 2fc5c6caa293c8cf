/** @jest-environment node */
import { paletteColour, parsePalette, sitePalette } from './palette';

describe('the palette', () => {
  it('reads every colour token of app/theme.css', () => {
    expect(parsePalette('@theme { --color-leaf-700: #1f7a3a; --shadow-card: 0 1px #000; --color-paper: #F7F6F0; }')).toEqual({ 'leaf-700': '#1F7A3A', paper: '#F7F6F0' });
    const palette = sitePalette();
    for (const name of ['forest-900', 'leaf-700', 'gold-400', 'ink', 'muted', 'paper']) expect(palette[name]).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('refuses a colour it does not have', () => {
    expect(() => paletteColour('purple-500')).toThrow('app/theme.css has no --color-purple-500');
  });
});
