/**
 * The floor probe: the smallest static Next page, built with the site's own `next` and `react`, so the
 * speed benchmark can tell the framework's cost from ours. Same export settings as the site.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
