/** Where the storefront's server code reaches the product server (docs/architecture.md#processes). */
export function productApiUrl(): string {
  const base = process.env.PRODUCT_API_URL ?? `http://127.0.0.1:${process.env.PRODUCT_SERVER_PORT ?? '8080'}`;
  return base.replace(/\/+$/, '');
}
