import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The images editors upload. Each is stored once under a name made of its slot's words and its content's
 * hash, so a name never changes meaning and the CDN may cache it for good. By default in a local folder
 * (data/desk/images); in production in a Cloud Storage bucket (DESK_IMAGE_BUCKET). The build copies them
 * into the site (scripts/build-assets.ts), so pages never depend on the bucket.
 */
export interface ImageStore {
  readonly kind: 'folder' | 'bucket';
  put(name: string, bytes: Buffer): Promise<void>;
  /** Every stored image's name. */
  list(): Promise<string[]>;
  /** Whether one is stored: one lookup, not a listing (the desk shows each picture it opens). */
  has(name: string): Promise<boolean>;
  read(name: string): Promise<Buffer>;
}

/** Where uploaded images live on the site: /assets/uploads/<name>. */
export const UPLOADS_PATH = '/assets/uploads';
export const DEFAULT_IMAGE_DIR = path.join('data', 'desk', 'images');
/** A stored image's name: words, the hash, .webp. Nothing else is ever read or written. */
export const IMAGE_NAME = /^[a-z0-9-]{1,60}-[0-9a-f]{12}\.webp$/;

export class FolderImageStore implements ImageStore {
  readonly kind = 'folder';
  constructor(readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    if (existsSync(file)) return;
    // Written whole, then renamed: a build copying the folder never reads half an image.
    writeFileSync(`${file}.partial`, bytes);
    renameSync(`${file}.partial`, file);
  }

  async list(): Promise<string[]> {
    return existsSync(this.dir) ? readdirSync(this.dir).filter((name) => IMAGE_NAME.test(name)) : [];
  }

  async has(name: string): Promise<boolean> {
    return existsSync(path.join(this.dir, name));
  }

  async read(name: string): Promise<Buffer> {
    return readFileSync(path.join(this.dir, name));
  }
}

/** A Cloud Storage bucket of the project (firebase-admin's Storage), under desk-images/. */
export class BucketImageStore implements ImageStore {
  readonly kind = 'bucket';
  constructor(private readonly bucketName: string) {}

  private async bucket() {
    const { getApps, initializeApp, applicationDefault } = await import('firebase-admin/app');
    const { getStorage } = await import('firebase-admin/storage');
    const app = getApps().find((one) => one.name === 'desk-images') ?? initializeApp({ credential: applicationDefault(), storageBucket: this.bucketName }, 'desk-images');
    return getStorage(app).bucket();
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await (await this.bucket()).file(`desk-images/${name}`).save(bytes, { contentType: 'image/webp', resumable: false });
  }

  async list(): Promise<string[]> {
    const [files] = await (await this.bucket()).getFiles({ prefix: 'desk-images/' });
    return files.map((file) => file.name.slice('desk-images/'.length)).filter((name) => IMAGE_NAME.test(name));
  }

  async has(name: string): Promise<boolean> {
    const [exists] = await (await this.bucket()).file(`desk-images/${name}`).exists();
    return exists;
  }

  async read(name: string): Promise<Buffer> {
    const [bytes] = await (await this.bucket()).file(`desk-images/${name}`).download();
    return bytes;
  }
}

export function imageStoreFromEnv(env: Record<string, string | undefined> = process.env): ImageStore {
  return env.DESK_IMAGE_BUCKET ? new BucketImageStore(env.DESK_IMAGE_BUCKET) : new FolderImageStore(path.resolve(env.DESK_IMAGE_DIR ?? DEFAULT_IMAGE_DIR));
}

/**
 * The images editors uploaded, copied from the store into the site's public folder before the build, so the
 * pages serve them from the site itself, never from the bucket. A name is its content's hash: a copy
 * already there is the same picture.
 */
export async function copyUploadedImages(store: ImageStore, dir: string): Promise<number> {
  const names = await store.list();
  mkdirSync(dir, { recursive: true });
  for (const name of names) if (!existsSync(path.join(dir, name))) writeFileSync(path.join(dir, name), await store.read(name));
  return names.length;
}

/** The largest image the desk takes: a post's cover is 1900 × 500, nothing on the site is wider than 2400. */
export const MAX_IMAGE_SIDE = 2400;

export class InvalidImage extends Error {
  override name = 'InvalidImage';
}

/**
 * An uploaded image as the site serves it: decoded (so only a real image passes), cut to exactly the
 * slot's size from its centre (the desk has cropped it to that shape already), without its metadata
 * (a phone photo's GPS position), as WebP. Returns its name and size.
 */
export async function prepareImage(bytes: Buffer, words: string, width: number, height: number): Promise<{ name: string; bytes: Buffer; width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize(width, height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new InvalidImage('The file is not an image the desk can read: upload a JPEG, PNG or WebP');
  }
  const slug =
    words
      .toLowerCase()
      .replace(/\.[a-z0-9]+$/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'image';
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 12);
  return { name: `${slug}-${hash}.webp`, bytes: webp, width, height };
}
