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
  experimental: {
    // The stylesheet is small (~7 KB compressed): inlining it removes the one render-blocking request.
    inlineCss: true,
  },
};

export default nextConfig;
