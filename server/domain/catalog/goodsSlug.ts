/**
 * The slug of goods listed in the back office. Slugs carry words the rest of the shop reads:
 * freight reads the parcel kind from them (orders/pricing.ts `parcelClassOf`: monitor, desktop,
 * tower, aio) and the keyword search matches their words. So a new goods item's slug is its
 * brand and model in Latin letters, the kind word of its category, and a random tail that keeps
 * it unique (a merchant lists the same model twice, two shops list one model).
 */
import { randomBytes } from 'node:crypto';
import { parcelClassOf } from '../pricing/pricing';

/** Kind words by category id, the nearest category first (server/seed/data/categories.ts). */
const KIND_WORDS: Readonly<Record<number, string>> = {
  1: 'laptop',
  15: 'mobile-workstation',
  2: 'desktop',
  21: 'desktop',
  22: 'tower-workstation',
  23: 'aio',
  24: 'mini-pc',
  3: 'monitor',
  4: 'tablet',
  5: 'server-tower',
  6: 'office',
};

/** The kind word of the deepest category on `pathIds` (top first) that has one. */
export function kindWordOf(pathIds: readonly number[]): string {
  for (const id of [...pathIds].reverse()) {
    const word = KIND_WORDS[id];
    if (word) return word;
  }
  return 'goods';
}

function latinWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export function newGoodsSlug(brand: string, model: string, kindWord: string): string {
  const words = latinWords(`${brand} ${model}`);
  return [words, kindWord, randomBytes(4).toString('hex')].filter(Boolean).join('-');
}

/**
 * The slug after a change of category: kept while its parcel kind still fits (demo slugs and
 * links stay as they are), made anew when the goods moved to another kind (a monitor listed as a
 * laptop by mistake must not keep a laptop's freight).
 */
export function slugForCategory(current: string, brand: string, model: string, kindWord: string): string {
  return parcelClassOf(current) === parcelClassOf(kindWord) ? current : newGoodsSlug(brand, model, kindWord);
}
