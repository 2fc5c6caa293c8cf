import type { PDFPage, RGB } from 'pdf-lib';
import { site } from '@/content/site';
import { tone } from './brochure-palette';
import { A4, colours, drawRuns, roundedRect, winAnsi, type Fonts, type TextRun } from './layout';

/**
 * The brochure's vector art: the brand wordmark, tick and parameter badges, and the cover's field station.
 * Standard shapes only, no raster images, so the PDF stays small and its bytes deterministic.
 */

/** A closed polygon from points in page coordinates (drawSvgPath's y axis points down, hence the minus). */
function polygon(page: PDFPage, points: Array<[number, number]>, options: { color?: RGB; borderColor?: RGB; borderWidth?: number }): void {
  const d = points.map(([x, y], index) => `${index ? 'L' : 'M'} ${x.toFixed(2)} ${(-y).toFixed(2)}`).join(' ');
  page.drawSvgPath(`${d} Z`, { x: 0, y: 0, borderWidth: 0, ...options });
}

/** The brand's wordmark: its first part in white, the rest in gold (as the logo splits it). Returns its width. */
export function wordmark(page: PDFPage, fonts: Fonts, x: number, y: number, size: number): number {
  const match = /^(.*?)(Sat)$/.exec(site.brand);
  const parts: TextRun[] =
    match?.[1] && match[2]
      ? [
          { text: match[1], font: fonts.bold, color: colours.white },
          { text: match[2], font: fonts.bold, color: colours.gold },
        ]
      : [{ text: site.brand, font: fonts.bold, color: colours.white }];
  drawRuns(page, parts, { x, y, size });
  return parts.reduce((width, part) => width + part.font.widthOfTextAtSize(part.text, size), 0);
}

/** A filled circle with a tick in it: the bullet of benefits and programme steps. */
export function tickBadge(page: PDFPage, cx: number, cy: number, r: number, fill: RGB, tick: RGB): void {
  page.drawCircle({ x: cx, y: cy, size: r, color: fill });
  const t = Math.max(0.9, r / 6);
  page.drawLine({ start: { x: cx - r * 0.45, y: cy + r * 0.02 }, end: { x: cx - r * 0.12, y: cy - r * 0.32 }, thickness: t, color: tick, lineCap: 1 });
  page.drawLine({ start: { x: cx - r * 0.12, y: cy - r * 0.32 }, end: { x: cx + r * 0.48, y: cy + r * 0.36 }, thickness: t, color: tick, lineCap: 1 });
}

/** A cloud outline of three circles and a base, centred on (cx, cy). */
function cloud(page: PDFPage, cx: number, cy: number, s: number, color: RGB): void {
  page.drawCircle({ x: cx - 0.45 * s, y: cy - 0.1 * s, size: 0.38 * s, color });
  page.drawCircle({ x: cx + 0.05 * s, y: cy + 0.18 * s, size: 0.5 * s, color });
  page.drawCircle({ x: cx + 0.5 * s, y: cy - 0.12 * s, size: 0.34 * s, color });
  page.drawRectangle({ x: cx - 0.45 * s, y: cy - 0.46 * s, width: 0.95 * s, height: 0.38 * s, color });
}

/** A small white glyph for a parameter icon, drawn in a badge of radius r. Unknown icons get a tick. */
export function parameterBadge(page: PDFPage, icon: string, cx: number, cy: number, r: number): void {
  const bg = colours.leaf;
  const fg = colours.white;
  page.drawCircle({ x: cx, y: cy, size: r, color: bg });
  const s = r * 0.55;
  switch (icon) {
    case 'droplets':
      page.drawSvgPath(
        `M 0 ${-s} C ${0.35 * s} ${-0.45 * s} ${0.72 * s} ${-0.05 * s} ${0.72 * s} ${0.3 * s} C ${0.72 * s} ${0.75 * s} ${0.38 * s} ${s} 0 ${s} C ${-0.38 * s} ${s} ${-0.72 * s} ${0.75 * s} ${-0.72 * s} ${0.3 * s} C ${-0.72 * s} ${-0.05 * s} ${-0.35 * s} ${-0.45 * s} 0 ${-s} Z`,
        { x: cx, y: cy, color: fg, borderWidth: 0 },
      );
      break;
    case 'thermometer':
      roundedRect(page, { x: cx - 0.22 * s, y: cy - 0.4 * s, width: 0.44 * s, height: 1.35 * s, radius: 0.22 * s, color: fg });
      page.drawCircle({ x: cx, y: cy - 0.55 * s, size: 0.42 * s, color: fg });
      page.drawCircle({ x: cx, y: cy - 0.55 * s, size: 0.2 * s, color: bg });
      page.drawRectangle({ x: cx - 0.07 * s, y: cy - 0.5 * s, width: 0.14 * s, height: 0.9 * s, color: bg });
      break;
    case 'cloud-sun':
      page.drawCircle({ x: cx + 0.35 * s, y: cy + 0.42 * s, size: 0.42 * s, color: colours.gold });
      cloud(page, cx - 0.08 * s, cy - 0.2 * s, 1.25 * s, fg);
      break;
    case 'flask':
      polygon(
        page,
        [
          [cx - 0.22 * s, cy + 0.95 * s],
          [cx + 0.22 * s, cy + 0.95 * s],
          [cx + 0.22 * s, cy + 0.3 * s],
          [cx + 0.8 * s, cy - 0.8 * s],
          [cx - 0.8 * s, cy - 0.8 * s],
          [cx - 0.22 * s, cy + 0.3 * s],
        ],
        { color: fg },
      );
      polygon(
        page,
        [
          [cx - 0.55 * s, cy - 0.35 * s],
          [cx + 0.55 * s, cy - 0.35 * s],
          [cx + 0.68 * s, cy - 0.62 * s],
          [cx - 0.68 * s, cy - 0.62 * s],
        ],
        { color: colours.gold },
      );
      break;
    case 'sun':
      page.drawCircle({ x: cx, y: cy, size: 0.42 * s, color: fg });
      for (let i = 0; i < 8; i += 1) {
        const a = (i * Math.PI) / 4;
        page.drawLine({
          start: { x: cx + Math.cos(a) * 0.62 * s, y: cy + Math.sin(a) * 0.62 * s },
          end: { x: cx + Math.cos(a) * 0.95 * s, y: cy + Math.sin(a) * 0.95 * s },
          thickness: Math.max(1, r / 11),
          color: fg,
          lineCap: 1,
        });
      }
      break;
    case 'cloud-rain':
      cloud(page, cx, cy + 0.25 * s, 1.2 * s, fg);
      for (const dx of [-0.45, 0, 0.45]) {
        page.drawLine({ start: { x: cx + dx * s, y: cy - 0.4 * s }, end: { x: cx + (dx - 0.15) * s, y: cy - 0.85 * s }, thickness: Math.max(1, r / 11), color: fg, lineCap: 1 });
      }
      break;
    default:
      tickBadge(page, cx, cy, r, bg, fg);
  }
}

/** The sensor pole in its field: pole, tilted solar panel, sensor box, rain cup, soil line and probe. */
export function drawFieldStation(page: PDFPage, fonts: Fonts, ground: number, soilBottom: number, productName: string): void {
  const px = 462;
  // Soil in section, with the grass line and the crop on it.
  page.drawRectangle({ x: 0, y: soilBottom, width: A4.width, height: ground - soilBottom, color: tone.soil });
  page.drawRectangle({ x: 0, y: ground - 14, width: A4.width, height: 14, color: tone.soilTop });
  for (let i = 0; i < 26; i += 1) {
    const x = (i * 97.3) % A4.width;
    const y = soilBottom + 6 + ((i * 13.7) % (ground - soilBottom - 24));
    page.drawEllipse({ x, y, xScale: 2.6 + (i % 3), yScale: 1.6 + (i % 2), color: tone.pebble });
  }
  page.drawRectangle({ x: 0, y: ground - 3, width: A4.width, height: 4, color: tone.grass });
  for (let i = 0; i < 30; i += 1) {
    const x = 10 + i * 20.2;
    if (Math.abs(x - px) < 26) continue;
    const h = 12 + ((i * 7) % 4) * 3;
    const leafColour = i % 2 ? colours.leaf : tone.grass;
    page.drawLine({ start: { x, y: ground }, end: { x, y: ground + h }, thickness: 1.2, color: leafColour });
    page.drawSvgPath(`M 0 0 Q -7 -3 -8 -10 Q -1 -8 0 0 Z`, { x, y: ground + h * 0.45, color: leafColour, borderWidth: 0 });
    page.drawSvgPath(`M 0 0 Q 7 -3 8 -10 Q 1 -8 0 0 Z`, { x, y: ground + h * 0.7, color: leafColour, borderWidth: 0 });
  }
  // Probe in the root zone, with its sensors at three depths.
  page.drawRectangle({ x: px - 2, y: soilBottom + 10, width: 4, height: ground - soilBottom - 10, color: tone.steelDark });
  for (const depth of [16, 30, 44]) page.drawCircle({ x: px, y: ground - depth, size: 3.6, color: colours.gold, borderColor: colours.forest, borderWidth: 0.8 });

  // Sun behind the panel.
  const sun = { x: 520, y: 752 };
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI) / 6;
    page.drawLine({
      start: { x: sun.x + Math.cos(a) * 24, y: sun.y + Math.sin(a) * 24 },
      end: { x: sun.x + Math.cos(a) * 31, y: sun.y + Math.sin(a) * 31 },
      thickness: 2,
      color: colours.gold,
      lineCap: 1,
    });
  }
  page.drawCircle({ x: sun.x, y: sun.y, size: 19, color: colours.gold });

  // Pole.
  const poleTop = 668;
  page.drawRectangle({ x: px - 4, y: ground - 2, width: 8, height: poleTop - ground + 2, color: tone.steel });
  page.drawRectangle({ x: px + 1.5, y: ground - 2, width: 2.5, height: poleTop - ground + 2, color: tone.steelDark });
  page.drawRectangle({ x: px - 12, y: ground - 3, width: 24, height: 6, color: tone.steelDark });

  // Solar panel, tilted towards the sun, on a bracket.
  const centre = { x: px - 4, y: 694 };
  const angle = (16 * Math.PI) / 180;
  const [pw, ph] = [118, 50];
  const corner = (u: number, v: number): [number, number] => [centre.x + u * Math.cos(angle) - v * Math.sin(angle), centre.y + u * Math.sin(angle) + v * Math.cos(angle)];
  page.drawLine({ start: { x: px, y: poleTop }, end: { x: centre.x, y: centre.y }, thickness: 4, color: tone.steelDark });
  polygon(page, [corner(-pw / 2 - 3, -ph / 2 - 3), corner(pw / 2 + 3, -ph / 2 - 3), corner(pw / 2 + 3, ph / 2 + 3), corner(-pw / 2 - 3, ph / 2 + 3)], { color: tone.steel });
  polygon(page, [corner(-pw / 2, -ph / 2), corner(pw / 2, -ph / 2), corner(pw / 2, ph / 2), corner(-pw / 2, ph / 2)], { color: tone.panel });
  for (let i = 1; i < 5; i += 1) {
    const u = -pw / 2 + (i * pw) / 5;
    const [x1, y1] = corner(u, -ph / 2);
    const [x2, y2] = corner(u, ph / 2);
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.7, color: tone.panelLine });
  }
  const [mx1, my1] = corner(-pw / 2, 0);
  const [mx2, my2] = corner(pw / 2, 0);
  page.drawLine({ start: { x: mx1, y: my1 }, end: { x: mx2, y: my2 }, thickness: 0.7, color: tone.panelLine });

  // Sensor box with its status light and name.
  const box = { x: px - 24, y: 560, width: 48, height: 58 };
  roundedRect(page, { ...box, radius: 5, color: colours.white, borderColor: tone.steelDark, borderWidth: 1 });
  page.drawRectangle({ x: box.x + 6, y: box.y + box.height - 17, width: box.width - 12, height: 10, color: colours.forest });
  const label = winAnsi(productName);
  page.drawText(label, { x: px - fonts.bold.widthOfTextAtSize(label, 7) / 2, y: box.y + box.height - 14.5, size: 7, font: fonts.bold, color: colours.white });
  for (let i = 0; i < 3; i += 1) page.drawRectangle({ x: box.x + 9, y: box.y + 10 + i * 7, width: box.width - 18, height: 2.2, color: tone.steel });
  page.drawCircle({ x: box.x + box.width - 9, y: box.y + 35, size: 2.6, color: tone.grass });
  // Antenna on the box.
  page.drawLine({ start: { x: box.x + 8, y: box.y + box.height }, end: { x: box.x + 8, y: box.y + box.height + 24 }, thickness: 1.4, color: tone.steelDark });
  page.drawCircle({ x: box.x + 8, y: box.y + box.height + 25, size: 2.2, color: colours.gold });

  // Rain cup on a side arm, with rain falling into it.
  const arm = 500;
  page.drawLine({ start: { x: px - 4, y: arm }, end: { x: px - 62, y: arm }, thickness: 3, color: tone.steelDark });
  page.drawLine({ start: { x: px - 4, y: arm - 16 }, end: { x: px - 40, y: arm }, thickness: 1.6, color: tone.steelDark });
  const cupX = px - 62;
  polygon(
    page,
    [
      [cupX - 9, arm],
      [cupX + 9, arm],
      [cupX + 15, arm + 28],
      [cupX - 15, arm + 28],
    ],
    { color: tone.steel, borderColor: tone.steelDark, borderWidth: 1 },
  );
  page.drawEllipse({ x: cupX, y: arm + 28, xScale: 15, yScale: 3.2, color: tone.steelDark });
  for (const [dx, dy] of [
    [-10, 52],
    [4, 64],
    [14, 46],
    [-4, 80],
    [-18, 70],
  ] as Array<[number, number]>) {
    page.drawSvgPath('M 0 -5 C 2 -2 3 0 3 1.5 C 3 3.4 1.6 4.5 0 4.5 C -1.6 4.5 -3 3.4 -3 1.5 C -3 0 -2 -2 0 -5 Z', { x: cupX + dx, y: arm + dy, color: tone.rain, borderWidth: 0 });
  }
}
