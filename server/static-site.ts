import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './security-headers';
import { permanentRedirects } from './redirects';
import { TRANSLATIONS, type Lang } from '@/lib/i18n';
import { notFoundPath, splitLocalePath } from '@/lib/routes';

/** Every file under `dir`, as URL paths ("/about/index.html"), skipping precompressed twins. */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), rel);
    return /\.(br|gz)$/.test(entry.name) ? [] : [rel];
  });
}

/**
 * Serves the exported site in `outDir` the way the CDN does:
 * a file by its path; a page at its trailing-slash URL (`/about/` → about/index.html);
 * `/about` → 308 to `/about/` (query kept); the permanent redirects of server/redirects.ts → 308;
 * anything else → the 404 page with status 404: a translation's own (mr/404/index.html) under its prefix, else 404.html.
 * An encoded slash is no path separator (each page has one URL). Other methods than GET and HEAD → 405. Only files present at start-up are served, so no request can
 * reach outside out/.
 */
const TRANSLATED_NOT_FOUND = new Map<Lang, string>(TRANSLATIONS.map((lang) => [lang, `${notFoundPath(lang)}/index.html`]));
/** A slash or backslash written encoded: such a path names no file of the site. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

export async function registerStaticSite(app: FastifyInstance, outDir: string): Promise<{ reload(): void }> {
  let files = new Set(listFiles(outDir));
  await app.register(fastifyStatic, { root: outDir, serve: false, preCompressed: true, cacheControl: false, etag: true, lastModified: true });

  function send(reply: FastifyReply, file: string, urlPath: string, status = 200) {
    reply.header('Cache-Control', cacheControlFor(urlPath));
    return reply.code(status).sendFile(file.slice(1));
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const [rawPath = '/', query] = request.url.split('?', 2);
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return send(reply, '/404.html', '/404.html', 404);
    }
    if (urlPath.includes('\0') || urlPath.includes('..') || urlPath.includes('//') || ENCODED_SEPARATOR.test(rawPath)) return send(reply, '/404.html', '/404.html', 404);
    const moved = permanentRedirects[urlPath];
    if (moved) return reply.redirect(`${moved}${query === undefined ? '' : `?${query}`}`, 308);

    if (urlPath.endsWith('/')) {
      const index = `${urlPath}index.html`;
      if (files.has(index)) return send(reply, index, urlPath);
    } else {
      if (files.has(urlPath)) return send(reply, urlPath, urlPath);
      if (files.has(`${urlPath}/index.html`)) {
        return reply.redirect(`${rawPath}/${query === undefined ? '' : `?${query}`}`, 308);
      }
    }
    const translated = TRANSLATED_NOT_FOUND.get(splitLocalePath(urlPath).lang);
    const notFound = translated && files.has(translated) ? translated : '/404.html';
    return send(reply, notFound, notFound, 404);
  }

  app.get('/*', handler);
  // Pages are only read. (The intake's routes under /api answer their own methods.)
  app.route({
    method: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    handler: async (_request, reply) => reply.code(405).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed'),
  });
  // After a rebuild in place (the desk's local publish), the new build's files are the ones served.
  return { reload: () => (files = new Set(listFiles(outDir))) };
}
