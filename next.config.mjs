import { fileURLToPath } from 'node:url';

// Several storefronts share one page and data cache in Redis when REDIS_URL is set
// (lib/cache-control/shared-cache-handler.mjs, docs/scale-out.md); Next then keeps no copy in
// its own memory, so a revalidated tag is gone from every replica at once.
const sharedCache = process.env.REDIS_URL?.trim()
  ? { cacheHandler: fileURLToPath(new URL('./lib/cache-control/shared-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...sharedCache,
  reactStrictMode: true,
  poweredByHeader: false,
  // The browser tests run each shop on its own copy of the build (scripts/copy-build.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The storefront's own HTTP layer makes the ETags of cached pages once per page instead of
  // hashing every answer (scripts/encoded-once.mjs).
  generateEtags: false,
  // The storefront never opens the database itself, but the shared contract lives beside the
  // product server; keep its driver out of any bundle that might import it by mistake.
  serverExternalPackages: ['@electric-sql/pglite'],
  experimental: {
    // Next copies a request's body for the middleware (10 MB by default) on every path the
    // middleware matches. No page reads a body (the /prod-api door and /revalidate, which do, are
    // outside the matcher and bound their own), so a copy is cut at 64 KiB.
    proxyClientMaxBodySize: '64kb',
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default nextConfig;
