/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { paletteColour } from '@/lib/palette';
import manifest from './manifest';

/** Width and height from a PNG's header. */
function pngSize(file: string): [number, number] {
  const header = readFileSync(file);
  return [header.readUInt32BE(16), header.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  const app = manifest();

  it('names the app and starts it at home, in the brand colours', () => {
    expect(app.short_name).toBe(site.brand);
    expect(app.name).toContain(site.brand);
    expect(app.start_url).toBe('/');
    expect(app.display).toBe('standalone');
    expect(app.theme_color).toBe(paletteColour('forest-900'));
    expect(app.background_color).toBe(paletteColour('paper'));
  });

  it('has 192 px, 512 px and maskable icons that exist at their stated sizes', () => {
    const icons = app.icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const [width, height] = pngSize(path.join(process.cwd(), 'public', icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
