import { Link } from '@/components/ui/Link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { GoodsCardGrid } from '@/components/catalog/GoodsCardGrid';
import { JsonLd } from '@/components/layout/JsonLd';
import { LIST_PAGE_SIZE, listHref, type ListSearch } from '@/lib/catalog/list-url';
import type { GoodsCard } from '@/contract/goods';
import { absoluteUrl } from '@/lib/seo/site-url';
import type { Crumb } from '@/lib/seo/structured-data';
import { ActiveFilters } from './ActiveFilters';
import { FilterPanel } from './FilterPanel';
import { KeywordForm } from './KeywordForm';
import { activeFilters, clearFiltersHref, listingHeading, type ListingNames } from './listingFacts';
import type { ListingData } from './loadListing';
import { SortTabs } from './SortTabs';
import styles from './ListingView.module.css';
import { goodsHref, procurementGoodsHref } from '@/lib/routing/hrefs';

/** The first row of cards: their pictures load at once, the rest when scrolled near. */
const FIRST_ROW = 4;

function crumbsFor(heading: string, names: ListingNames): Crumb[] {
  const home: Crumb = { name: '首页', href: '/Homepage' };
  if (heading === '全部商品') return [home, { name: '全部商品' }];
  const trail = names.categoryTrail.map((node) => ({ name: node.name, href: listHref({ categoryId: node.id }) }));
  const crumbs: Crumb[] = [home, { name: '全部商品', href: '/list' }, ...trail];
  if (trail.at(-1)?.name !== heading) crumbs.push({ name: heading });
  return crumbs;
}

const procurementHref = (goods: GoodsCard) => procurementGoodsHref(goods.id);

function itemList(search: ListSearch, rows: readonly GoodsCard[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: rows.map((goods, index) => ({
      '@type': 'ListItem',
      position: (search.page - 1) * LIST_PAGE_SIZE + index + 1,
      url: absoluteUrl(goodsHref(goods.id)),
      name: goods.name,
    })),
  };
}

/**
 * The goods list (/list): heading, filters, the filters in force, sort, the goods and pages.
 * Everything is a link or a GET form, so the page works without script and every state has its
 * own URL; the custom rent range is the one script island.
 */
export function ListingView({ search, result, categories, brands, names, recommendations }: ListingData) {
  const heading = listingHeading(search, names);
  const filters = activeFilters(search, names);
  const clearHref = clearFiltersHref(search);
  const pageCount = Math.max(1, Math.ceil(result.total / LIST_PAGE_SIZE));
  // Procurement goods have their own page with the bulk terms.
  const hrefFor = search.zone === 'procurement' ? procurementHref : undefined;

  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={crumbsFor(heading, names)} />
      <header className={styles.head}>
        <h1>{heading}</h1>
        <KeywordForm search={search} />
      </header>

      <FilterPanel search={search} categories={categories} categoryTrail={names.categoryTrail} brands={brands} />
      <ActiveFilters filters={filters} clearHref={clearHref} />

      <section className={styles.results} aria-labelledby="listing-results-title">
        <h2 id="listing-results-title" className={styles.visuallyHidden}>
          商品列表
        </h2>
        <div className={styles.toolbar}>
          <SortTabs search={search} />
          <p className={styles.count}>
            共 <strong>{result.total}</strong> 件商品
            {result.total > 0 ? (
              <span className={styles.pageOf}>
                第 {Math.min(search.page, pageCount)}/{pageCount} 页
              </span>
            ) : null}
          </p>
        </div>

        {result.rows.length > 0 ? (
          <>
            <GoodsCardGrid goods={result.rows} hrefFor={hrefFor} priorityCount={search.page === 1 ? FIRST_ROW : 0} />
            <JsonLd data={itemList(search, result.rows)} />
          </>
        ) : result.total > 0 ? (
          <EmptyState title="这一页没有商品">
            <Link href={listHref(search)}>回到第 1 页</Link>
          </EmptyState>
        ) : (
          <EmptyState title="没有找到符合条件的商品">
            <Link href={clearHref}>清除筛选</Link>
            <Link href="/Homepage">返回首页</Link>
          </EmptyState>
        )}
        {result.total === 0 && search.keyword ? (
          <p className={styles.hint}>换个说法试试：用更短的关键词，如品牌（联想、戴尔）或类型（游戏本、显示器），或检查是否有错别字。</p>
        ) : null}

        <Pagination page={search.page} total={result.total} pageSize={LIST_PAGE_SIZE} hrefFor={(page) => listHref(search, { page })} label="商品列表分页" />
      </section>

      {recommendations.length > 0 ? (
        <section className={styles.recommendations} aria-labelledby="listing-recommended-title">
          <h2 id="listing-recommended-title">热门推荐</h2>
          <GoodsCardGrid goods={recommendations} />
        </section>
      ) : null}
    </Container>
  );
}
