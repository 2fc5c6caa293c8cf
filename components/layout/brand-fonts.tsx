import { BRAND_FONTS_ATTRIBUTE, BRAND_FONTS_FETCHED, BRAND_FONTS_KEY, setBrandFontsWhenCached } from '@/lib/brand-fonts';
import { brandFontFaces, interFont, jakartaFont } from '@/lib/fonts/latin';
import { InlineCall } from './inline-call';

/** The inline script, in the head, that sets the brand fonts for a reader who has them cached (lib/brand-fonts.ts). */
export function BrandFonts() {
  return (
    <InlineCall
      fn={setBrandFontsWhenCached}
      global="window"
      args={[{ key: BRAND_FONTS_KEY, attribute: BRAND_FONTS_ATTRIBUTE, fetchedFlag: BRAND_FONTS_FETCHED, urls: [interFont.url, jakartaFont.url], faces: brandFontFaces }]}
    />
  );
}
