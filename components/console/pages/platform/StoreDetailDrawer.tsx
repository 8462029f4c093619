'use client';
/** One shop as the platform sees it, read fresh: its card, its numbers, why it was last closed or reopened. */
import type { ReactNode } from 'react';
import useSWR from 'swr';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { ConsoleStore } from '@/contract/consoleStores';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleStoreApi } from '@/lib/api/browser/console/stores';
import { storeHref } from '@/lib/routing/hrefs';
import { DictTag } from '../../dict/DictTag';
import { DetailDrawer, type DetailField } from './DetailDrawer';

type Props = { resource: string; id: number | null; onClose: () => void; actions?: (store: ConsoleStore) => ReactNode };

function fieldsOf(store: ConsoleStore): DetailField[] {
  return [
    {
      label: '店铺',
      value: (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Avatar src={store.logo} alt="" variant="rounded" sx={{ width: 32, height: 32 }} />
          <Link href={storeHref(store.id)} target="_blank" rel="noopener">
            {store.name}
          </Link>
        </Box>
      ),
    },
    { label: '店铺编号', value: store.id },
    { label: '店铺标识', value: store.slug },
    { label: '状态', value: <DictTag dictType="store_status" value={store.status} /> },
    { label: '状态原因', value: store.statusReason },
    { label: '优质店铺', value: store.featured ? '是' : '否' },
    { label: '所在城市', value: store.city },
    { label: '店铺简介', value: store.intro },
    { label: '评分', value: store.rating.toFixed(1) },
    {
      label: '标签',
      value:
        store.tags.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {store.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Box>
        ) : null,
    },
    { label: '在售商品', value: `${store.goodsOnSale} / ${store.goodsTotal} 件` },
    { label: '租赁订单', value: `${store.orders} 笔` },
    { label: '员工账号', value: `${store.staff} 个` },
    { label: '退货地址', value: store.returnAddress ? `${store.returnAddress.recipient} ${store.returnAddress.phone}\n${store.returnAddress.address}` : '平台售后中心' },
    { label: '开通时间', value: store.createdAt },
  ];
}

export function StoreDetailDrawer({ resource, id, onClose, actions }: Props) {
  const { data } = useSWR(id === null ? null : CONSOLE_KEYS.table(resource, { detail: id }), () => consoleStoreApi.detail(id ?? 0));
  const store = data && data.id === id ? data : null;
  return <DetailDrawer title="店铺详情" open={id !== null} onClose={onClose} fields={store ? fieldsOf(store) : null} actions={store && actions ? actions(store) : null} />;
}
