'use client';
/**
 * 租赁合同 on /submitOrder (docs/product-rules.md#contracts): whether the order's lease contract is
 * signed, 签署合同 while it may be signed (before the order ships), the contract's number, signing
 * time and SHA-256 once signed, and the PDFs of every document kept for the order — the contract,
 * the device annex written at shipping, a transfer agreement.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentFileName, type LeaseContractView, type OrderDocumentView } from '@/contract/orderDocuments';
import { contractApi } from '@/lib/api/browser/contracts';
import { useLeaseContract, useRevalidateAfter } from '@/lib/api/browser/swr';
import { LeaseContractDialog } from './LeaseContractDialog';

function Kept({ orderNo, document }: { orderNo: string; document: OrderDocumentView }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 0.5 }}>
      <Typography variant="body2" sx={{ minWidth: 140 }}>
        {document.kindName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {document.documentNo} · {document.createdAt}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flexBasis: '100%' }}>
        SHA-256 {document.sha256}
      </Typography>
      <Button
        size="small"
        onClick={() => void contractApi.download(orderNo, documentFileName(document.kind, orderNo), document.documentNo)}
        aria-label={`下载${document.kindName} ${document.documentNo}`}
      >
        下载 PDF
      </Button>
    </Box>
  );
}

export function LeaseContractPanel({ orderNo }: { orderNo: string }) {
  const { data, error, mutate } = useLeaseContract(orderNo);
  const [open, setOpen] = useState(false);
  const revalidateAfter = useRevalidateAfter();

  const signed = async (answer: LeaseContractView) => {
    setOpen(false);
    await mutate(answer, { revalidate: false });
    void revalidateAfter('contractSigned');
  };

  if (error)
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
        租赁合同加载失败，请稍后重试
      </Alert>
    );
  if (!data) return <Skeleton variant="rounded" height={96} aria-label="租赁合同加载中" />;
  const others = data.documents.filter((document) => document.kind !== 'lease');
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-contract-title">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="order-contract-title" variant="h6" component="h2">
          租赁合同
        </Typography>
        <Chip size="small" label={data.stateName} color={data.signed ? 'success' : data.signable ? 'warning' : 'default'} data-testid="contract-state" />
      </Stack>
      {data.contract ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          合同编号 {data.contract.documentNo} · 签署时间 {data.contract.signatures[0]?.signedAt ?? data.contract.createdAt}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {data.signable ? '请在商家发货前阅读并签署租赁合同，签署后商家方可发货。' : (data.reason ?? '')}
        </Typography>
      )}
      {data.contract ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', mb: 1 }}>
          SHA-256 {data.contract.sha256}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {data.signable ? (
          <Button variant="contained" onClick={() => setOpen(true)}>
            签署合同
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            查看合同
          </Button>
        )}
        <Button variant="outlined" onClick={() => void contractApi.download(orderNo, documentFileName('lease', orderNo, data.signed))}>
          下载合同
        </Button>
      </Stack>
      {others.length > 0 ? (
        <Box component="ul" aria-label="合同附件与协议" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
          {others.map((document) => (
            <Kept key={document.documentNo} orderNo={orderNo} document={document} />
          ))}
        </Box>
      ) : null}
      <LeaseContractDialog contract={data} open={open} onClose={() => setOpen(false)} onSigned={(answer) => void signed(answer)} />
    </Paper>
  );
}
