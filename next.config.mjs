import { availableParallelism } from 'node:os';

/**
 * The public Firebase web config of the live refresh (lib/live/config.ts) and the desk's sign-in
 * (components/desk/firebase-auth.ts). Each is defined even when unset, as '', so the pages compare a
 * literal and the compiler drops the refresh and its SDK chunk entirely.
 */
const firebaseWebEnv = Object.fromEntries(
  [
    'NEXT_PUBLIC_FIREBASE_API_KEY',
    'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
    'NEXT_PUBLIC_FIREBASE_APP_ID',
    'NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST',
    'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
    'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
  ].map((name) => [name, process.env[name] ?? '']),
);

/**
 * Static export: every route becomes plain HTML in out/.
 * Headers and redirects do not apply to an export; they live in server/ (local) and firebase.json (production).
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  transpilePackages: ['swiper'],
  reactStrictMode: true,
  poweredByHeader: false,
  env: firebaseWebEnv,
  // The desk's preview draws the site's sections in the browser; the few that read a build file on the
  // server import fs, which a browser bundle has not (lib/browser-fs.ts). No public page's bundle imports it.
  turbopack: { resolveAlias: { fs: { browser: './lib/browser-fs.ts' }, 'node:fs': { browser: './lib/browser-fs.ts' } } },
  // Types are checked once by `npm run typecheck` (CI and the publish workflow run it before building), so
  // the build does not start a second TypeScript process: a constant ~10 s and ~450 MB per build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Prerender with a worker per core. Next's default leaves one core to its main process, which only
    // waits while the pages render: on a 2-core machine that is one worker, and half the CPU idle.
    cpus: availableParallelism(),
    // The stylesheet is small (~7 KB compressed): inlining it removes the one render-blocking request.
    inlineCss: true,
  },
};

export default nextConfig;
