'use client';
/** 服务申请 and 发票申请 of the order; the service requests open in their console page filtered to the order. */
import NextLink from 'next/link';
import Button from '@mui/material/Button';
import type { ConsoleInvoiceRequest, ConsoleOrderDetail } from '@/contract/consoleOrders';
import type { ServiceRequestSummary } from '@/contract/serviceRequests';
import { formatFen } from '@/contract/format';
import { DetailSection } from './DetailSection';
import { DetailTable, type DetailColumn } from './DetailTable';

const SERVICE: ReadonlyArray<DetailColumn<ServiceRequestSummary>> = [
  { label: '申请编号', cell: (request) => request.serviceNo },
  { label: '类型', cell: (request) => request.kindName },
  { label: '原因', cell: (request) => request.reasonName },
  { label: '设备', cell: (request) => request.serialNo ?? '—' },
  { label: '状态', cell: (request) => request.statusName },
  { label: '提交时间', cell: (request) => request.createdAt },
];

const INVOICES: ReadonlyArray<DetailColumn<ConsoleInvoiceRequest>> = [
  { label: '申请编号', cell: (request) => request.requestNo },
  { label: '发票类型', cell: (request) => request.typeName },
  { label: '金额', cell: (request) => formatFen(request.amount), align: 'right' },
  { label: '状态', cell: (request) => request.statusName },
  { label: '发票号码', cell: (request) => request.invoiceNo ?? '—' },
  { label: '申请时间', cell: (request) => request.createdAt },
];

export function ServiceRequestsSection({ order }: { order: ConsoleOrderDetail }) {
  return (
    <DetailSection
      title="服务申请"
      extra={
        order.serviceRequests.length > 0 ? (
          <Button size="small" component={NextLink} href={`/console/service?orderNo=${order.orderNo}`} prefetch={false}>
            去处理
          </Button>
        ) : null
      }
    >
      <DetailTable label="服务申请" rows={order.serviceRequests} columns={SERVICE} rowKey={(request) => request.serviceNo} empty="暂无服务申请" />
    </DetailSection>
  );
}

export function InvoiceRequestsSection({ order }: { order: ConsoleOrderDetail }) {
  return (
    <DetailSection title="发票申请">
      <DetailTable label="发票申请" rows={order.invoiceRequests} columns={INVOICES} rowKey={(request) => request.requestNo} empty="暂无发票申请" />
    </DetailSection>
  );
}
