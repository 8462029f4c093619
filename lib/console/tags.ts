/**
 * The tab bar of visited views (docs/storefront.md#console-shell, RuoYi's store/modules/tagsView.js): opening a
 * route records it as a tab, a tab remembers its last full URL, affix tabs cannot be closed, and
 * closing the active tab goes to the last remaining one, or to the console's root when none is
 * left. Pure functions over an array, so the rules are tested without a browser.
 */
import { CONSOLE_ROOT } from '@/lib/routes';

export type TagView = {
  /** The page's path: one tab per page, whatever its query. */
  path: string;
  /** Where the tab goes back to: its path with the query it last had. */
  fullPath: string;
  title: string;
  affix: boolean;
  /** Bumped by 刷新: the page is mounted anew, the other tabs keep their state. */
  instance: number;
};

export type VisitedView = Pick<TagView, 'path' | 'fullPath' | 'title' | 'affix'>;

/** Records a visit: a new tab at the end (affix ones stay in front), or the existing tab with its new URL and title. */
export function addView(views: readonly TagView[], view: VisitedView): TagView[] {
  const index = views.findIndex((existing) => existing.path === view.path);
  if (index >= 0) {
    const existing = views[index];
    if (!existing || (existing.fullPath === view.fullPath && existing.title === view.title)) return [...views];
    return views.map((item, at) => (at === index ? { ...item, fullPath: view.fullPath, title: view.title } : item));
  }
  const added: TagView = { ...view, instance: 0 };
  if (!view.affix) return [...views, added];
  const lastAffix = views.findLastIndex((item) => item.affix);
  return [...views.slice(0, lastAffix + 1), added, ...views.slice(lastAffix + 1)];
}

/** The tabs after closing `path`, and where to go (null: stay). An affix tab does not close. */
export function closeView(views: readonly TagView[], path: string, activePath: string): { views: TagView[]; next: string | null } {
  const closing = views.find((view) => view.path === path);
  if (!closing || closing.affix) return { views: [...views], next: null };
  const left = views.filter((view) => view.path !== path);
  if (path !== activePath) return { views: left, next: null };
  return { views: left, next: left.at(-1)?.fullPath ?? CONSOLE_ROOT };
}

/** The tab's page is mounted anew (刷新). */
export function refreshView(views: readonly TagView[], path: string): TagView[] {
  return views.map((view) => (view.path === path ? { ...view, instance: view.instance + 1 } : view));
}

/** Drops the tabs whose pages the menu no longer grants (after the route table was rebuilt). */
export function keepGranted(views: readonly TagView[], granted: (path: string) => boolean): TagView[] {
  const kept = views.filter((view) => granted(view.path));
  return kept.length === views.length ? [...views] : kept;
}
