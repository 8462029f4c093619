'use client';
/**
 * 租赁合同: whether the customer has signed the order's lease contract (the desk ships only signed
 * orders), who signed it when and from where, its SHA-256, and the PDFs of every document kept for
 * the order — the contract (or its unsigned draft), the device annex, transfer agreements.
 */
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { documentFileName, type OrderDocumentView } from '@/contract/orderDocuments';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { ORDERS_RESOURCE } from '../refresh';
import { DetailSection, Facts, Nothing } from './DetailSection';
import { DetailTable, type DetailColumn } from './DetailTable';

function columns(orderNo: string): ReadonlyArray<DetailColumn<OrderDocumentView>> {
  return [
    { label: '文件', cell: (document) => document.kindName },
    { label: '编号', cell: (document) => document.documentNo },
    { label: '生成时间', cell: (document) => document.createdAt },
    { label: '签署', cell: (document) => (document.signatures.length === 0 ? '—' : document.signatures.map((signature) => `${signature.role} ${signature.name}`).join('；')) },
    { label: 'SHA-256', cell: (document) => <Box sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{document.sha256}</Box> },
    {
      label: '下载',
      cell: (document) => (
        <Button
          size="small"
          onClick={() => void consoleOrderApi.downloadDocument(orderNo, documentFileName(document.kind, orderNo), document.documentNo)}
          aria-label={`下载 ${document.documentNo}`}
        >
          PDF
        </Button>
      ),
    },
  ];
}

export function ContractSection({ orderNo }: { orderNo: string }) {
  // Under the orders table resource: a shipment (which adds the annex) refreshes it with the detail.
  const { data, error } = useSWR(CONSOLE_KEYS.table(ORDERS_RESOURCE, { contract: orderNo }), () => consoleOrderApi.contract(orderNo), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const signature = data?.contract?.signatures[0];
  return (
    <DetailSection
      title="租赁合同"
      extra={
        data ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Chip size="small" label={data.stateName} color={data.signed ? 'success' : 'default'} data-testid="contract-state" />
            <Button size="small" variant="outlined" onClick={() => void consoleOrderApi.downloadDocument(orderNo, documentFileName('lease', orderNo, data.signed))}>
              下载合同
            </Button>
          </Box>
        ) : null
      }
    >
      {error ? <Nothing>租赁合同加载失败</Nothing> : null}
      {data && !data.contract ? <Nothing>{data.signable ? '客户尚未签署租赁合同，签署后方可发货。' : (data.reason ?? '该订单没有线上签署的租赁合同')}</Nothing> : null}
      {data?.contract && signature ? (
        <Facts
          items={[
            ['合同编号', data.contract.documentNo],
            ['签署人', `${signature.name}（${signature.phone}）`],
            ['签署时间', signature.signedAt],
            ['客户端地址', signature.signedFrom],
          ]}
        />
      ) : null}
      {data && data.documents.length > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <DetailTable label="合同文件" columns={columns(orderNo)} rows={data.documents} rowKey={(document) => document.documentNo} empty="暂无合同文件" />
        </Box>
      ) : null}
    </DetailSection>
  );
}
