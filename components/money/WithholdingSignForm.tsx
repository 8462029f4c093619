'use client';
/**
 * Signing automatic payment on /myAccount (docs/product-rules.md#withholding): the method (账户余额,
 * or 在线支付免密扣款 through the payment provider when online payment offers it), the consent to
 * 《自动扣款服务协议》, and the button. From the balance the agreement is in force at once; through the
 * provider the customer goes on to the provider's signing page, which brings them back here.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WITHHOLDING_METHOD_NAMES, WITHHOLDING_METHODS, type WithholdingMethod } from '@/contract/withholding';

/** What each method means for the customer, under its name. */
const METHOD_HINTS: Record<WithholdingMethod, string> = {
  balance: '到期日当天从账户余额扣款，请保持余额充足',
  provider: '前往支付机构页面签约，到期日当天由支付机构免密扣款',
};

export function WithholdingSignForm({ methods, busy, onSign }: { methods: readonly WithholdingMethod[]; busy: boolean; onSign: (method: WithholdingMethod) => void }) {
  const [method, setMethod] = useState<WithholdingMethod>('balance');
  const [agreed, setAgreed] = useState(false);
  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="withholding-method" sx={{ fontSize: 14 }}>
          扣款方式
        </FormLabel>
        <RadioGroup aria-labelledby="withholding-method" row value={method} onChange={(event) => setMethod(event.target.value as WithholdingMethod)}>
          {WITHHOLDING_METHODS.map((option) => (
            <Stack key={option} sx={{ mr: 3 }}>
              <FormControlLabel
                value={option}
                disabled={!methods.includes(option)}
                control={<Radio slotProps={{ input: { 'aria-describedby': `withholding-hint-${option}` } }} />}
                label={WITHHOLDING_METHOD_NAMES[option]}
              />
              <Typography id={`withholding-hint-${option}`} variant="caption" color="text.secondary" sx={{ ml: 4, mt: -0.5 }}>
                {methods.includes(option) ? METHOD_HINTS[option] : '暂未开通'}
              </Typography>
            </Stack>
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />} label="我已阅读并同意《自动扣款服务协议》" />
        <Button variant="contained" onClick={() => onSign(method)} disabled={busy || !agreed || !methods.includes(method)}>
          {method === 'provider' ? '前往签约' : '开通自动扣款'}
        </Button>
      </Stack>
    </Stack>
  );
}
