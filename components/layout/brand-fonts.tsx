import { BRAND_FONTS_ATTRIBUTE, BRAND_FONTS_KEY, setBrandFontsIfCached, type BrandFonts as BrandFontsOfBuild } from '@/lib/brand-fonts';
import { brandFontFaces, interFont, jakartaFont } from '@/lib/fonts/latin';
import { InlineCall } from './inline-call';

/** This build's brand fonts: the cores' URLs and the faces that load them (lib/fonts/latin.ts). */
export const brandFonts: BrandFontsOfBuild = { urls: [interFont.url, jakartaFont.url], faces: brandFontFaces };

/** The inline script, in the head, that sets the brand fonts for a reader who has them cached (lib/brand-fonts.ts). */
export function BrandFonts() {
  return <InlineCall fn={setBrandFontsIfCached} global="window" args={[BRAND_FONTS_KEY, BRAND_FONTS_ATTRIBUTE, brandFonts.urls]} />;
}
