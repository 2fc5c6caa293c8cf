/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { headquarters, site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import content from '@/content/products/ecrop.json';
import { buildEcropBrochure, ECROP_BROCHURE_PATH } from './brochure-pdf';

/** The text drawn on each page: pdf-lib writes every line as a hex string shown with Tj. */
function pageTexts(doc: PDFDocument): string[] {
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const operators = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join(' ')
      .replace(/\s+/g, ' ');
  });
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('eCrop brochure PDF', () => {
  let dir: string;
  let bytes: Buffer;
  let doc: PDFDocument;
  let pages: string[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ecrop-brochure-'));
    const file = path.join(dir, 'nested', 'ecrop-brochure.pdf');
    await buildEcropBrochure(file);
    bytes = readFileSync(file);
    doc = await PDFDocument.load(bytes);
    pages = pageTexts(doc);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a PDF of at least four pages titled for eCrop', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
    expect(doc.getTitle()).toMatch(/eCrop/);
  });

  it('is served from the brochures folder', () => {
    expect(ECROP_BROCHURE_PATH).toBe('/assets/brochures/ecrop-brochure.pdf');
  });

  it('takes its text from the eCrop page content', () => {
    const all = pages.join(' ');
    const sections = content.sections as Array<Record<string, unknown>>;
    const parameters = sections.find((section) => section.type === 'parameters') as { items: Array<{ title: string }> };
    const faq = sections.find((section) => section.type === 'faq') as { items: Array<{ title: string }> };
    expect(pages[0]).toContain('Harit');
    expect(pages[0]).toContain('eCrop');
    for (const item of parameters.items) expect(pages[1]).toContain(item.title);
    expect(all).toContain('5 June 2024');
    for (const item of faq.items) expect(all).toContain(normalise(item.title));
  });

  it('ends with the contact details from the site settings', () => {
    const last = pages[pages.length - 1] ?? '';
    for (const value of [
      site.tollFreePhone.display,
      site.assistancePhone.display,
      site.whatsapp.display,
      site.email,
      headquarters.postalCode,
      siteUrl.replace(/^https?:\/\//, ''),
    ]) {
      expect(last).toContain(value);
    }
  });

  it('puts the footer on every page', () => {
    pages.forEach((text, index) => {
      expect(text).toContain(site.brand);
      expect(text).toContain(` ${index + 1}`);
    });
  });

  it('gives the same bytes on every build', async () => {
    const again = path.join(dir, 'again.pdf');
    await buildEcropBrochure(again);
    expect(readFileSync(again).equals(bytes)).toBe(true);
  });
});
