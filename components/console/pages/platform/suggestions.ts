/**
 * First guesses for an approval's fields from the application, so the reviewer mostly confirms:
 * a slug and a login name from the Latin letters of the company's name (or the application's
 * number), the store name without the legal form, the city from a leading 「…市」.
 */
import { STORE_SLUG_PATTERN, SYS_USERNAME_PATTERN } from '@/contract/consoleApplications';

const LEGAL_FORMS = /(股份有限公司|有限责任公司|有限公司|集团)$/;

export function suggestStoreName(company: string): string {
  const trimmed = company.trim();
  const name = trimmed.replace(LEGAL_FORMS, '').trim();
  return (name.length >= 2 ? name : trimmed).slice(0, 30);
}

/** A slug: the company's Latin words (`ABC Tech 科技` → `abc-tech`), else `shop-<application id>`. */
export function suggestSlug(company: string, applicationId: number): string {
  const words = company.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const slug = words.join('-').slice(0, 32).replace(/-+$/, '');
  return STORE_SLUG_PATTERN.test(slug) && slug.length >= 2 ? slug : `shop-${applicationId}`;
}

/** The merchant's login: the slug with underscores, ending in `_admin` while it fits. */
export function suggestUsername(slug: string): string {
  const base = slug.replace(/-/g, '_');
  const name = `${base}_admin`.length <= 30 ? `${base}_admin` : base.slice(0, 30);
  return SYS_USERNAME_PATTERN.test(name) ? name : `shop_${Date.now() % 100000}`;
}

/** `深圳市云启科技有限公司` → `深圳`; empty when the name does not start with a city. */
export function suggestCity(company: string): string {
  const match = /^(?:[\u4e00-\u9fff]{2,3}省)?([\u4e00-\u9fff]{2,4}?)市/.exec(company.trim());
  return match?.[1] ?? '';
}
