import { BRAND_FONTS_ATTRIBUTE, BRAND_FONTS_KEY, setBrandFontsIfCached } from '@/lib/brand-fonts';
import { interFont, jakartaFont } from '@/lib/fonts/latin';
import { InlineCall } from './inline-call';

/** This build's brand fonts: their core files' URLs (lib/fonts/latin.ts). */
export const brandFontUrls = [interFont.url, jakartaFont.url];

/** The inline script, in the head, that sets the brand fonts for a reader who has them cached (lib/brand-fonts.ts). */
export function BrandFonts() {
  return <InlineCall fn={setBrandFontsIfCached} global="window" args={[BRAND_FONTS_KEY, BRAND_FONTS_ATTRIBUTE, brandFontUrls]} />;
}
