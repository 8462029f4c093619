'use client';
/**
 * Picks the goods item and then the configuration (SKU) a device is of: the goods searched by
 * name among those the staff member may stock (an editor's shop; an admin's every shop, or the
 * one the list is narrowed to), the configurations on offer of the chosen item.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ConsoleGoodsRow } from '@/contract/goodsConsole';
import { consoleGoodsLookupApi } from '@/lib/api/browser/console/goods-lookup';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';

const LOOKUP = 'goodsLookup';
/** Typing pauses this long before the goods are searched. */
const SEARCH_DELAY_MS = 300;

type Props = {
  goods: ConsoleGoodsRow | null;
  onGoods: (goods: ConsoleGoodsRow | null) => void;
  skuId: string;
  onSku: (skuId: string) => void;
  /** An admin's list narrowed to one shop searches that shop's goods. */
  storeId?: string | undefined;
  /** Shows the store of each goods item (an admin picks among every shop's). */
  showStore?: boolean;
  error?: string | undefined;
};

export function SkuPicker({ goods, onGoods, skuId, onSku, storeId, showStore = false, error }: Props) {
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    // The chosen item's name in the box is not a search.
    const next = goods && input === goods.name ? '' : input.trim();
    const timer = setTimeout(() => setKeyword(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, goods]);
  const { data: options, isLoading: searching } = useSWR(CONSOLE_KEYS.table(LOOKUP, { keyword, storeId: storeId ?? '' }), () => consoleGoodsLookupApi.search(keyword, storeId), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const { data: skus, isLoading: loadingSkus } = useSWR(
    goods ? CONSOLE_KEYS.table(LOOKUP, { goodsId: goods.id }) : null,
    () => (goods ? consoleGoodsLookupApi.skus(goods.id) : []),
    { revalidateOnFocus: false },
  );
  const known = skuId === '' || (skus ?? []).some((sku) => String(sku.skuId) === skuId);

  return (
    <>
      <Autocomplete<ConsoleGoodsRow>
        options={options ?? []}
        value={goods}
        onChange={(_event, next) => {
          onGoods(next);
          onSku('');
        }}
        inputValue={input}
        onInputChange={(_event, next) => setInput(next)}
        // The server searched already: every option it answered is shown.
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              {option.name}
              {showStore ? `（${option.storeName}）` : ''}
            </li>
          );
        }}
        loading={searching}
        loadingText="搜索中…"
        noOptionsText="没有找到商品"
        renderInput={(params) => <TextField {...params} label="商品" placeholder="输入商品名称搜索" required error={Boolean(error) && !goods} />}
      />
      <TextField
        select
        label="配置（SKU）"
        value={known ? skuId : ''}
        onChange={(event) => onSku(event.target.value)}
        required
        disabled={!goods}
        error={Boolean(error)}
        helperText={error ?? (goods && !loadingSkus && skus?.length === 0 ? '该商品没有在售配置' : undefined)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="" disabled>
          {goods ? (loadingSkus ? '读取配置中…' : '请选择配置') : '请先选择商品'}
        </MenuItem>
        {(skus ?? []).map((sku) => (
          <MenuItem key={sku.skuId} value={String(sku.skuId)}>
            {sku.name}（SKU 编号 {sku.skuId}）
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
