'use client';
/** The shop's category tree for the goods pages: every node for filters, the leaves for a goods item's own category. */
import { useMemo } from 'react';
import useSWR from 'swr';
import type { CategoryNode } from '@/contract/goods';
import { consoleGoodsApi } from '@/lib/api/browser/console/goods';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';

export type CategoryChoice = {
  id: number;
  name: string;
  /** The top category's name (the group it is listed under). */
  group: string;
  depth: number;
  leaf: boolean;
};

/** The tree in reading order: each node, then its children. */
export function categoryChoices(tree: readonly CategoryNode[]): CategoryChoice[] {
  const choices: CategoryChoice[] = [];
  const walk = (nodes: readonly CategoryNode[], depth: number, group: string) => {
    for (const node of nodes) {
      const top = depth === 0 ? node.name : group;
      choices.push({ id: node.id, name: node.name, group: top, depth, leaf: node.children.length === 0 });
      walk(node.children, depth + 1, top);
    }
  };
  walk(tree, 0, '');
  return choices;
}

export function useCategories() {
  const { data, isLoading } = useSWR(CONSOLE_KEYS.categories, () => consoleGoodsApi.categories(), { revalidateOnFocus: false, dedupingInterval: 300_000 });
  const choices = useMemo(() => categoryChoices(data ?? []), [data]);
  return { choices, isLoading };
}
