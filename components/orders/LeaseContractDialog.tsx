'use client';
/**
 * 签署合同: the lease contract's text as the PDF is drawn from it, and — while the order may be
 * signed — the agreement tick, the SMS code sent to the account's own phone and 确认签署. The
 * signing names the hash of the text shown, so what is signed is what was read
 * (docs/product-rules.md#contracts). Without `signable` the dialog only shows the text.
 */
import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { smsCode } from '@/contract/auth';
import { CONTRACT_MESSAGES, type LeaseContractView } from '@/contract/orderDocuments';
import { contractApi } from '@/lib/api/browser/contracts';
import { notifier } from '@/lib/http/notifier';
import { firstMessage } from '@/lib/validation/form';
import { DocumentTextView } from './DocumentTextView';

type Props = { contract: LeaseContractView; open: boolean; onClose: () => void; onSigned: (signed: LeaseContractView) => void };

export function LeaseContractDialog({ contract, open, onClose, onSigned }: Props) {
  const titleId = useId();
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const [signing, setSigning] = useState(false);
  const canSign = contract.signable;

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = window.setTimeout(() => setResendIn((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendIn]);

  const sendCode = async () => {
    setSending(true);
    try {
      const sent = await contractApi.sendCode(contract.orderNo);
      notifier().success(`验证码已发送至 ${sent.phone}，5 分钟内有效`);
      setResendIn(sent.resendInSeconds);
    } catch {
      // The HTTP client has said why (too frequent, the contract signed meanwhile …).
    } finally {
      setSending(false);
    }
  };

  const sign = async () => {
    const parsed = smsCode.safeParse(code);
    if (!parsed.success) {
      setCodeError(firstMessage(parsed.error) ?? '请输入验证码');
      return;
    }
    setSigning(true);
    try {
      const signed = await contractApi.sign({ orderNo: contract.orderNo, code: parsed.data, contentHash: contract.contentHash, agree: true });
      notifier().success(CONTRACT_MESSAGES.signed);
      onSigned(signed);
    } catch {
      // Shown by the HTTP client (验证码错误, 合同内容已更新 …); the code typed stays.
    } finally {
      setSigning(false);
    }
  };

  return (
    <Dialog open={open} onClose={signing ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        {canSign ? '签署租赁合同' : '租赁合同'} · 订单 {contract.orderNo}
      </DialogTitle>
      <DialogContent dividers>
        <DocumentTextView text={contract.text} />
      </DialogContent>
      {canSign ? (
        <Box sx={{ px: 3, pt: 2 }}>
          <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />} label="我已阅读并同意本合同" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, mt: 1 }}>
            <TextField
              label="短信验证码"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(null);
              }}
              error={codeError !== null}
              helperText={codeError ?? `验证码将发送至 ${contract.signerPhone}`}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
            />
            <Button variant="outlined" onClick={() => void sendCode()} disabled={sending || resendIn > 0} sx={{ whiteSpace: 'nowrap' }}>
              {resendIn > 0 ? `${resendIn} 秒后重发` : sending ? '发送中…' : '获取验证码'}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            签署后合同不可更改；平台保存合同文件及其 SHA-256 摘要，您可随时下载核对。
          </Typography>
        </Box>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} disabled={signing}>
          {canSign ? '取消' : '关闭'}
        </Button>
        {canSign ? (
          <Button variant="contained" onClick={() => void sign()} disabled={!agreed || signing}>
            {signing ? '签署中…' : '确认签署'}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
