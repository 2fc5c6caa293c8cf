'use client';

import { useEffect, useRef, useState } from 'react';
import { BANNER_HEIGHT, BANNER_WIDTH } from '@/lib/content/layout';
import { imageSchema } from '@/lib/content/schema';
import type { Collection } from '@/lib/content/source';
import { staffPaths } from '@/lib/staff/api';
import type { FieldOverride } from '../schema-form/schema-form';
import { answerOf, type StaffApi } from '../staff-client';

/** The shape an image field's picture must have on the site, and whether the field is a path or an image with alt text. */
export interface ImageSlot {
  width: number;
  height: number;
  kind: 'path' | 'image';
  /** What the editor is told about the slot. */
  note: string;
}

/** A post's cover is drawn at the banner's size; a magazine's cover is portrait 3:4; a page's sharing image 1200 × 630. */
const PATH_SLOTS: Record<string, ImageSlot> = {
  'posts:imageURL': {
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
    kind: 'path',
    note: `The cover across the top of the post, ${BANNER_WIDTH} × ${BANNER_HEIGHT}. It is decorative on the post: its words are the title.`,
  },
  'magazines:coverImage': { width: 600, height: 800, kind: 'path', note: 'The issue’s cover, portrait, 600 × 800.' },
  'page:image': { width: 1200, height: 630, kind: 'path', note: 'The image shown when the page is shared, 1200 × 630.' },
};

const isPageCollection = (collection: Collection) => collection === 'pages' || collection === 'services' || collection === 'products';

/** Which fields get the image picker: every image of a section (its own size kept), and the documents' cover paths. */
export function imageSlotOf(collection: Collection, field: FieldOverride): ImageSlot | undefined {
  if (field.schema === imageSchema) {
    const current = field.value as { width?: number; height?: number } | undefined;
    return { width: current?.width ?? 1200, height: current?.height ?? 800, kind: 'image', note: 'The picture keeps this place’s shape on the page.' };
  }
  if (field.path.length !== 1) return undefined;
  return PATH_SLOTS[`${isPageCollection(collection) ? 'page' : collection}:${field.name}`];
}

/** An uploaded image's name: the desk reads it from the staff API until the build has copied it into the site. */
const uploadedName = (src: string) => /^\/assets\/uploads\/([^/]+)$/.exec(src)?.[1];

/** The picture cut to the slot's shape: the largest centred window, moved by the two offsets (0–100). */
function crop(image: HTMLImageElement, slot: ImageSlot, zoom: number, x: number, y: number): HTMLCanvasElement {
  const aspect = slot.width / slot.height;
  const fitWidth = Math.min(image.naturalWidth, image.naturalHeight * aspect) / zoom;
  const fitHeight = fitWidth / aspect;
  const left = ((image.naturalWidth - fitWidth) * x) / 100;
  const top = ((image.naturalHeight - fitHeight) * y) / 100;
  const canvas = document.createElement('canvas');
  canvas.width = slot.width;
  canvas.height = slot.height;
  canvas.getContext('2d')!.drawImage(image, left, top, fitWidth, fitHeight, 0, 0, slot.width, slot.height);
  return canvas;
}

/**
 * An image field: the current picture, a new one chosen from the device, cropped to the slot's shape
 * (zoom and position, with sliders that work by keyboard), its alt text (required unless the picture is
 * decoration), and the upload. The form's value changes only once the server has stored the picture.
 */
export function ImageField({ api, field, slot }: { api: StaffApi; field: FieldOverride; slot: ImageSlot }) {
  const value = field.value as string | { src: string; alt: string; width: number; height: number } | undefined;
  const src = typeof value === 'string' ? value : (value?.src ?? '');
  const [uploaded, setUploaded] = useState<{ src: string; url: string } | undefined>();
  const shown = uploadedName(src) ? (uploaded?.src === src ? uploaded.url : '') : src;
  const [picked, setPicked] = useState<{ image: HTMLImageElement; name: string } | undefined>();
  const [zoom, setZoom] = useState(1);
  const [x, setX] = useState(50);
  const [y, setY] = useState(50);
  const [alt, setAlt] = useState(typeof value === 'object' ? value.alt : '');
  const [status, setStatus] = useState<{ error: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const previewRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const name = uploadedName(src);
    if (!name) return;
    void api(`${staffPaths.images}/${name}`)
      .then((answer) => (answer.ok ? answer.blob() : Promise.reject(new Error(String(answer.status)))))
      .then(
        (blob) => setUploaded({ src, url: URL.createObjectURL(blob) }),
        () => setUploaded(undefined),
      );
  }, [src, api]);

  useEffect(() => {
    const target = previewRef.current;
    if (!picked || !target) return;
    const cut = crop(picked.image, slot, zoom, x, y);
    target.width = cut.width;
    target.height = cut.height;
    target.getContext('2d')!.drawImage(cut, 0, 0);
  }, [picked, slot, zoom, x, y]);

  function choose(file: File | undefined) {
    if (!file) return;
    const image = new Image();
    image.onload = () => setPicked({ image, name: file.name });
    image.onerror = () => setStatus({ error: true, text: 'This file is not a picture the browser can open: choose a JPEG, PNG or WebP' });
    image.src = URL.createObjectURL(file);
  }

  async function upload() {
    if (!picked) return;
    if (slot.kind === 'image' && !alt.trim()) return setStatus({ error: true, text: 'Describe the picture for people who cannot see it (the alt text) first' });
    setBusy(true);
    setStatus(undefined);
    try {
      const data = crop(picked.image, slot, zoom, x, y).toDataURL('image/webp', 0.9).split(',')[1];
      const stored = await answerOf<{ src: string; width: number; height: number }>(
        api(staffPaths.images, { method: 'POST', body: JSON.stringify({ fileName: picked.name, data, width: slot.width, height: slot.height }) }),
      );
      field.onChange(slot.kind === 'path' ? stored.src : { src: stored.src, alt: alt.trim(), width: stored.width, height: stored.height });
      setPicked(undefined);
      setStatus({ error: false, text: 'Picture uploaded. Save the draft to keep it.' });
    } catch (error) {
      setStatus({ error: true, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const altId = `${field.id}--alt`;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-forest-900/15 p-4">
      <legend className="px-1 font-semibold text-forest-900">{field.label}</legend>
      <p className="text-sm text-muted">{slot.note}</p>
      {shown ? (
        // eslint-disable-next-line @next/next/no-img-element -- the current picture, from the site or the desk's store
        <img src={shown} alt={typeof value === 'object' ? value.alt : ''} className="max-h-48 w-auto rounded-lg border border-forest-900/10 object-contain" />
      ) : null}
      <p className="text-sm break-all text-muted">{src || 'No picture yet'}</p>
      <label htmlFor={field.id} className="font-semibold text-forest-900">
        Choose a new picture
      </label>
      <input id={field.id} type="file" accept="image/jpeg,image/png,image/webp" aria-describedby={field.describedBy} onChange={(event) => choose(event.target.files?.[0])} />
      {picked ? (
        <div className="grid gap-3">
          <canvas
            ref={previewRef}
            aria-label={`The picture as it will be cut, ${slot.width} × ${slot.height}`}
            role="img"
            className="h-auto w-full max-w-xl rounded-lg border border-forest-900/10"
          />
          {(
            [
              ['Zoom', zoom, setZoom, 1, 4, 0.05],
              ['Left to right', x, setX, 0, 100, 1],
              ['Top to bottom', y, setY, 0, 100, 1],
            ] as const
          ).map(([label, current, set, min, max, step]) => (
            <label key={label} className="grid gap-1 font-semibold text-forest-900">
              {label}
              <input type="range" min={min} max={max} step={step} value={current} onChange={(event) => set(Number(event.target.value))} className="min-h-11" />
            </label>
          ))}
        </div>
      ) : null}
      {slot.kind === 'image' ? (
        <div>
          <label htmlFor={altId} className="font-semibold text-forest-900">
            Alt text: what the picture shows
          </label>
          <input
            id={altId}
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              if (!picked && typeof value === 'object') field.onChange({ ...value, alt: event.target.value });
            }}
            className="mt-1.5 block min-h-12 w-full rounded-xl border border-forest-900/25 px-4"
          />
        </div>
      ) : null}
      {picked ? (
        <button type="button" className="btn-primary justify-self-start" disabled={busy} onClick={() => void upload()}>
          {busy ? 'Uploading…' : 'Upload this picture'}
        </button>
      ) : null}
      <p role="status" aria-live="polite" className={status?.error ? 'font-semibold text-red-800' : 'text-forest-900'}>
        {status?.text}
      </p>
    </fieldset>
  );
}
