/**
 * The sizes the sections draw content at. They live apart from lib/constants.ts because the desk's
 * preview and image cropper read them too: a module shared with the public pages' scripts carries every
 * name any importer uses, so keeping these out keeps the public pages' JavaScript as it was.
 */

/** Banner art and a post's cover are drawn at this size. */
export const BANNER_WIDTH = 1900;
export const BANNER_HEIGHT = 500;
/** Card grids: cards per row by default, icon sizes for cards and info blocks. */
export const CARDS_PER_ROW_DEFAULT = 4 as const;
export const CARD_ICON_SIZE = 50;
export const INFO_BLOCK_ICON_SIZE = 48;
