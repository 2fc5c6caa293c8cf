import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { STAFF_PREFIX, staffPaths } from '../../lib/staff/api';
import type { JsonObject } from '../../scripts/content/codec';
import { parseJsonBody, Rejection } from '../intake/rejection';
import { DOCUMENT_ID, InvalidContent, isCollection, type ContentDesk, type DeskDocumentKey } from './content-desk';
import type { SiteBuilder } from './site-builder';
import { IMAGE_NAME, InvalidImage, MAX_IMAGE_SIDE, prepareImage, UPLOADS_PATH, type ImageStore } from './images';

export interface DeskOptions {
  /** Undefined: no Firestore is configured, and the content routes answer 503. */
  content: ContentDesk | undefined;
  /** Undefined: publishing stores the content and says no build was started. */
  builder: SiteBuilder | undefined;
  /** Where uploaded images are kept; undefined, uploads answer 503. */
  images?: ImageStore;
}

const NO_FIRESTORE = 'The desk keeps drafts in Firestore: set FIREBASE_PROJECT_ID (or FIRESTORE_EMULATOR_HOST)';

/** A page document with its sections is a few tens of KB; an image, cropped in the browser, a few MB at most. */
export const DESK_BODY_LIMIT = 8 * 1024 * 1024;

const draftBody = z.object({ data: z.record(z.string(), z.unknown()) }).strict();
/** An image cropped in the desk to its slot's shape: the file as base64, its name, the slot's size. */
const imageBody = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    data: z
      .string()
      .min(1)
      .regex(/^[A-Za-z0-9+/]+=*$/, 'Must be base64'),
    width: z.number().int().min(16).max(MAX_IMAGE_SIDE),
    height: z.number().int().min(16).max(MAX_IMAGE_SIDE),
  })
  .strict();
const restoreBody = z.object({ version: z.string().min(1).max(64) }).strict();
/** What to publish: `collection/id` of each draft, or nothing for every waiting draft. */
const publishBody = z
  .object({
    documents: z
      .array(z.string().regex(/^[a-z]+\/[a-z0-9.-]+$/, 'Each is collection/id'))
      .max(500)
      .optional(),
  })
  .strict();

const route = (path: string) => path.slice(STAFF_PREFIX.length);
/** One document's route, as staffPaths.document writes its URL. */
const documentRoute = `${route(staffPaths.content)}/:collection/:id`;

/**
 * The desk's content under /api/staff: drafts (editors), publishing (publishers), history and restore, the
 * log, and the build the last publish started. Registered inside the staff routes, so each request is
 * signed in and its role checked before anything here runs; every save and publish passes the build's schemas.
 */
export const deskContentRoutes: FastifyPluginAsync<DeskOptions> = async (api, { content, builder, images }) => {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: DESK_BODY_LIMIT }, parseJsonBody);

  function desk(): ContentDesk {
    if (!content) throw new Rejection(503, 'desk-not-configured', { error: NO_FIRESTORE });
    return content;
  }

  function keyOf(params: { collection: string; id: string }): DeskDocumentKey {
    const { collection, id } = params;
    if (!isCollection(collection)) throw new Rejection(404, 'no-such-collection', { error: `No collection ${collection}` });
    if (!DOCUMENT_ID.test(id))
      throw new Rejection(
        400,
        'invalid',
        { error: 'Invalid document id', fields: { id: 'Lower-case letters, digits and dashes, and .mr (the language code) after a twin in another language' } },
        ['id'],
      );
    return { collection, id };
  }

  function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
    const result = schema.safeParse(body ?? {});
    if (!result.success) {
      const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
      throw new Rejection(400, 'invalid', { error: 'Invalid request', fields }, Object.keys(fields));
    }
    return result.data;
  }

  /** A document the build's schemas refuse: 422 with the build's own message (collection, document, field). */
  async function checked<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof InvalidContent) throw new Rejection(422, 'invalid-content', { error: error.message });
      throw error;
    }
  }

  const drafts = { config: { permission: 'drafts' as const } };
  type DocumentParams = { Params: { collection: string; id: string } };

  api.get(route(staffPaths.content), drafts, async () => ({ documents: await desk().list() }));

  api.get<DocumentParams>(documentRoute, drafts, async (request) => {
    const key = keyOf(request.params);
    const found = await desk().read(key);
    if (!found.live && !found.draft) throw new Rejection(404, 'no-such-document', { error: `No document ${key.collection}/${key.id}` });
    return found;
  });

  api.put<DocumentParams>(`${documentRoute}/draft`, drafts, async (request) => {
    const key = keyOf(request.params);
    const { data } = parsed(draftBody, request.body);
    const draft = await checked(() => desk().saveDraft(key, data as JsonObject, request.staff!.email));
    request.log.info({ staff: request.staff!.uid, event: 'draft saved', document: `${key.collection}/${key.id}` }, 'desk');
    return { draft };
  });

  api.delete<DocumentParams>(`${documentRoute}/draft`, drafts, async (request, reply) => {
    const key = keyOf(request.params);
    if (!(await desk().discardDraft(key, request.staff!.email))) throw new Rejection(404, 'no-draft', { error: `${key.collection}/${key.id} has no draft` });
    return reply.code(204).send();
  });

  api.post<DocumentParams>(`${documentRoute}/restore`, drafts, async (request) => {
    const key = keyOf(request.params);
    const { version } = parsed(restoreBody, request.body);
    return { draft: await checked(() => desk().restore(key, version, request.staff!.email)) };
  });

  api.post(route(staffPaths.images), drafts, async (request) => {
    if (!images) throw new Rejection(503, 'no-image-store', { error: 'No image store is configured on this server' });
    const { fileName, data, width, height } = parsed(imageBody, request.body);
    let prepared;
    try {
      prepared = await prepareImage(Buffer.from(data, 'base64'), fileName, width, height);
    } catch (error) {
      if (error instanceof InvalidImage) throw new Rejection(422, 'invalid-image', { error: error.message });
      throw error;
    }
    await images.put(prepared.name, prepared.bytes);
    request.log.info({ staff: request.staff!.uid, event: 'image uploaded', image: prepared.name, bytes: prepared.bytes.length }, 'desk');
    return { src: `${UPLOADS_PATH}/${prepared.name}`, width: prepared.width, height: prepared.height, bytes: prepared.bytes.length };
  });

  // An uploaded image, for the desk's form and preview before the build has copied it into the site.
  api.get<{ Params: { name: string } }>(`${route(staffPaths.images)}/:name`, drafts, async (request, reply) => {
    if (!images) throw new Rejection(503, 'no-image-store', { error: 'No image store is configured on this server' });
    if (!IMAGE_NAME.test(request.params.name) || !(await images.has(request.params.name))) throw new Rejection(404, 'no-such-image', { error: 'No such image' });
    return reply
      .type('image/webp')
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(await images.read(request.params.name));
  });

  api.get(route(staffPaths.audit), drafts, async () => ({ entries: await desk().auditLog() }));

  api.get(route(staffPaths.build), drafts, async () => ({ kind: builder?.kind ?? null, build: (await builder?.status()) ?? null }));

  api.post(route(staffPaths.publish), { config: { permission: 'publish' } }, async (request) => {
    const { documents } = parsed(publishBody, request.body);
    const keys = documents?.map((key) => keyOf({ collection: key.split('/')[0]!, id: key.split('/')[1]! }));
    const by = request.staff!.email;
    const published = await checked(() => desk().publish(by, keys));
    if (!published.length) throw new Rejection(409, 'nothing-to-publish', { error: 'No draft is waiting to be published' });
    request.log.info({ staff: request.staff!.uid, event: 'published', documents: published.map((key) => `${key.collection}/${key.id}`) }, 'desk');
    // The content is live in the collections from here on; a hook that fails is said, never hidden.
    let build = null;
    let buildError: string | undefined;
    try {
      build = (await builder?.start(by)) ?? null;
    } catch (error) {
      buildError = error instanceof Error ? error.message : String(error);
      request.log.error({ err: error }, 'desk: the deploy hook failed');
    }
    return { published, build, ...(builder ? {} : { buildError: 'No deploy hook is configured: the site shows this at its next build' }), ...(buildError ? { buildError } : {}) };
  });
};
