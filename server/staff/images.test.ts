/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { copyUploadedImages, FolderImageStore, IMAGE_NAME, InvalidImage, prepareImage } from './images';

/** A photo as a phone sends it: 3000 × 1200 JPEG with its camera's metadata. */
const photo = () =>
  sharp({ create: { width: 3000, height: 1200, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .withMetadata({ exif: { IFD0: { Make: 'Phone', Copyright: 'Field photo' } } })
    .jpeg()
    .toBuffer();

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'desk-images-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('an uploaded image', () => {
  it('is cut to exactly the slot’s size, as WebP, without the camera’s metadata, named by its words and content', async () => {
    const prepared = await prepareImage(await photo(), 'Kharif Cover Photo.JPG', 1900, 500);
    expect(prepared.name).toMatch(IMAGE_NAME);
    expect(prepared.name).toMatch(/^kharif-cover-photo-[0-9a-f]{12}\.webp$/);
    const meta = await sharp(prepared.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1900, 500, undefined]);
    // The same picture is the same name: stored once, cached for good.
    expect((await prepareImage(await photo(), 'Kharif Cover Photo.JPG', 1900, 500)).name).toBe(prepared.name);
  });

  it('refuses what is not an image, saying what to upload', async () => {
    await expect(prepareImage(Buffer.from('%PDF-1.7 not a picture'), 'brochure.pdf', 1900, 500)).rejects.toThrow(InvalidImage);
    await expect(prepareImage(Buffer.from('%PDF-1.7 not a picture'), 'brochure.pdf', 1900, 500)).rejects.toThrow('upload a JPEG, PNG or WebP');
  });

  it('is kept in the folder store once, and the build copies every stored image into the site', async () => {
    const store = new FolderImageStore(path.join(dir, 'store'));
    const prepared = await prepareImage(await photo(), 'cover', 1900, 500);
    await store.put(prepared.name, prepared.bytes);
    await store.put(prepared.name, prepared.bytes);
    expect(await store.list()).toEqual([prepared.name]);
    expect([await store.has(prepared.name), await store.has('other-000000000000.webp')]).toEqual([true, false]);
    const site = path.join(dir, 'public', 'assets', 'uploads');
    expect(await copyUploadedImages(store, site)).toBe(1);
    expect(readdirSync(site)).toEqual([prepared.name]);
    expect(readFileSync(path.join(site, prepared.name))).toEqual(prepared.bytes);
  });
});
