/** The shop's public origin for canonical links, Open Graph and the sitemap (SITE_URL). */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}

/** `path` (starting with "/") as an absolute URL on the shop's origin. */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}
