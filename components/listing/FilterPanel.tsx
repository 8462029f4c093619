import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import type { BrandCount, CategoryNode } from '@/contract/goods';
import { listHref, listQueryString, type ListSearch } from '@/lib/catalog/list-url';
import { ZONES } from '@/lib/catalog/zones';
import { CONDITION_LABELS, RENT_PRESETS } from './listingFacts';
import { PriceRangeForm } from './PriceRangeForm';
import styles from './ListingView.module.css';

type Option = {
  key: string;
  label: string;
  href: string;
  current: boolean;
  count?: number;
  /** For links to pages rendered per request (rent ranges): crawlers need not walk them. */
  nofollow?: boolean;
};

/**
 * One facet: a label and its options as plain links (crawlers follow them, the back button works).
 * Not prefetched: a panel of some forty links would fetch forty pages nobody asked for.
 */
function FacetRow({ id, label, options, children }: { id: string; label: string; options: Option[]; children?: ReactNode }) {
  return (
    <div className={styles.facet} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.facetLabel}>
        {label}
      </h3>
      <div className={styles.facetBody}>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.key}>
              <Link href={option.href} className={styles.option} aria-current={option.current ? 'true' : undefined} rel={option.nofollow ? 'nofollow' : undefined} prefetch={false}>
                {option.label}
                {option.count === undefined ? null : <span className={styles.optionCount}>（{option.count}）</span>}
              </Link>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </div>
  );
}

type FilterPanelProps = {
  search: ListSearch;
  categories: readonly CategoryNode[];
  categoryTrail: readonly CategoryNode[];
  brands: readonly BrandCount[];
};

/** The facets of /list: category (top level, then the chosen one's children), brand, zone, condition, monthly rent. */
export function FilterPanel({ search, categories, categoryTrail, brands }: FilterPanelProps) {
  const top = categoryTrail[0];
  const chosen = categoryTrail.at(-1);
  const brand = search.brand?.toLowerCase();
  const rentChosen = search.minRent !== undefined || search.maxRent !== undefined;
  const rentBase = listQueryString({ ...search, minRent: undefined, maxRent: undefined, page: 1 });

  return (
    <section className={styles.filters} aria-labelledby="listing-filters-title">
      <h2 id="listing-filters-title" className={styles.visuallyHidden}>
        筛选商品
      </h2>
      <FacetRow
        id="facet-category"
        label="分类"
        options={[
          { key: 'all', label: '不限', href: listHref(search, { categoryId: undefined }), current: search.categoryId === undefined },
          ...categories.map((node) => ({ key: String(node.id), label: node.name, href: listHref(search, { categoryId: node.id }), current: top?.id === node.id })),
        ]}
      />
      {top && top.children.length > 0 ? (
        <FacetRow
          id="facet-subcategory"
          label={top.name}
          options={[
            { key: 'all', label: `全部${top.name}`, href: listHref(search, { categoryId: top.id }), current: chosen?.id === top.id },
            ...top.children.map((node) => ({
              key: String(node.id),
              label: node.name,
              href: listHref(search, { categoryId: node.id }),
              current: categoryTrail.some((step) => step.id === node.id),
            })),
          ]}
        />
      ) : null}
      {brands.length > 0 ? (
        <FacetRow
          id="facet-brand"
          label="品牌"
          options={[
            { key: 'all', label: '不限', href: listHref(search, { brand: undefined }), current: search.brand === undefined },
            ...brands.map((row) => ({
              key: row.brand,
              label: row.brand,
              count: row.count,
              href: listHref(search, { brand: row.brand }),
              current: row.brand.toLowerCase() === brand,
            })),
          ]}
        />
      ) : null}
      <FacetRow
        id="facet-zone"
        label="专区"
        options={[
          { key: 'all', label: '不限', href: listHref(search, { zone: undefined }), current: search.zone === undefined },
          ...ZONES.map((zone) => ({ key: zone.key, label: zone.label, href: listHref(search, { zone: zone.key }), current: search.zone === zone.key })),
        ]}
      />
      <FacetRow
        id="facet-condition"
        label="成色"
        options={[
          { key: 'all', label: '不限', href: listHref(search, { condition: undefined }), current: search.condition === undefined },
          { key: 'new', label: CONDITION_LABELS.new, href: listHref(search, { condition: 'new' }), current: search.condition === 'new' },
          { key: 'used', label: CONDITION_LABELS.used, href: listHref(search, { condition: 'used' }), current: search.condition === 'used' },
        ]}
      />
      <FacetRow
        id="facet-rent"
        label="月租"
        options={[
          { key: 'all', label: '不限', href: listHref(search, { minRent: undefined, maxRent: undefined }), current: !rentChosen },
          ...RENT_PRESETS.map((preset) => ({
            key: preset.label,
            label: preset.label,
            href: listHref(search, { minRent: preset.minRent, maxRent: preset.maxRent }),
            current: rentChosen && preset.minRent === search.minRent && preset.maxRent === search.maxRent,
            nofollow: true,
          })),
        ]}
      >
        {/* Keyed by the range: after a preset link the inputs start again from the new range. */}
        <PriceRangeForm key={`${search.minRent ?? ''}-${search.maxRent ?? ''}`} baseQuery={rentBase} minRent={search.minRent} maxRent={search.maxRent} />
      </FacetRow>
    </section>
  );
}
