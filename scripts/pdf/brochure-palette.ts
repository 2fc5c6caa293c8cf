import { hex } from './layout';

/** The brochure's colours beyond the brand ones (`colours` in the layout kit): tints for cards and the cover art. */
export const tone = {
  tint: hex('#EEF6EC'),
  cream: hex('#FDF5E2'),
  mint: hex('#BFE0C8'),
  forestSoft: hex('#2D5F4C'),
  grass: hex('#3E9A4E'),
  soil: hex('#5A3B22'),
  soilTop: hex('#7B5434'),
  pebble: hex('#8C6645'),
  steel: hex('#D5DCD8'),
  steelDark: hex('#8E9A94'),
  panel: hex('#1D3B5C'),
  panelLine: hex('#7BA3C9'),
  rain: hex('#9FD2EE'),
};
