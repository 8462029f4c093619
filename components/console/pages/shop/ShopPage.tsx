'use client';
/**
 * 店铺设置 (a merchant's own shop): the logo (the shop's picture, or the drawn one), intro and city
 * that the store page and cards show, and where customers send rented devices back — the shop's
 * own address or the platform's after-sales centre, and the upgrade fee per unit charged when an
 * order upgrades (docs/product-rules.md#upgrades). Saved with shop:edit; the public pages follow.
 */
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { shopSettingsBody, type ShopSettings } from '@/contract/consoleStores';
import { PhotoUploader } from '@/components/upload/PhotoUploader';
import { consoleFileApi } from '@/lib/api/browser/console/files';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleShopApi } from '@/lib/api/browser/console/shop';
import { notifier } from '@/lib/http/notifier';
import { DictTag } from '../../dict/DictTag';
import { FormSection } from '../../form/FormSection';
import { storedPicture } from '../../form/pictures';
import { useLeaveGuard, usePermission } from '../../hooks';
import { Permitted } from '../../Permitted';
import { Thumb } from '../../table/Thumb';
import { schemaErrors } from '@/lib/validation/form';
import { fenToYuan, yuanToFen } from '@/lib/format/yuan';
import { MoneyField } from '../../form/MoneyField';

type Draft = {
  /** Kept: the stored logo unchanged; a fresh upload's key; drawn: back to the drawn logo. */
  logo: { kind: 'kept' } | { kind: 'uploaded'; key: string; url: string } | { kind: 'drawn' };
  intro: string;
  city: string;
  returnTo: 'store' | 'platform';
  recipient: string;
  phone: string;
  address: string;
  /** Yuan, as typed. */
  upgradeFee: string;
};

const FIELDS = ['intro', 'city', 'logo', 'recipient', 'phone', 'address', 'upgradeFee'] as const;
type Field = (typeof FIELDS)[number];

function draftOf(shop: ShopSettings): Draft {
  return {
    logo: { kind: 'kept' },
    intro: shop.intro,
    city: shop.city,
    returnTo: shop.returnAddress ? 'store' : 'platform',
    recipient: shop.returnAddress?.recipient ?? '',
    phone: shop.returnAddress?.phone ?? '',
    address: shop.returnAddress?.address ?? '',
    upgradeFee: fenToYuan(shop.upgradeFee),
  };
}

/**
 * The body: the logo only when it changed; the address only when returns come to the shop; the
 * upgrade fee in fen (-1 when not an amount, which the schema refuses with its message).
 */
function bodyOf(draft: Draft) {
  return {
    intro: draft.intro,
    city: draft.city,
    ...(draft.logo.kind === 'uploaded' ? { logo: draft.logo.key } : draft.logo.kind === 'drawn' ? { logo: null } : {}),
    returnAddress: draft.returnTo === 'store' ? { recipient: draft.recipient, phone: draft.phone, address: draft.address } : null,
    upgradeFee: yuanToFen(draft.upgradeFee) ?? -1,
  };
}

export default function ShopPage() {
  const can = usePermission();
  const { data: shop, error, mutate: setShop } = useSWR(CONSOLE_KEYS.shop, () => consoleShopApi.read(), { revalidateOnFocus: false });
  const [loadedFrom, setLoadedFrom] = useState<ShopSettings | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  if (shop && shop !== loadedFrom) {
    setLoadedFrom(shop);
    setDraft(draftOf(shop));
  }
  const dirty = Boolean(draft && loadedFrom && JSON.stringify(draft) !== JSON.stringify(draftOf(loadedFrom)));
  useLeaveGuard(dirty);

  if (!draft || !loadedFrom) return error ? <Alert severity="error">店铺信息读取失败，请稍后刷新重试。</Alert> : <LinearProgress aria-label="店铺信息加载中" />;

  const readOnly = !can('shop:edit');
  const set = (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const logoUrl = draft.logo.kind === 'uploaded' ? draft.logo.url : draft.logo.kind === 'drawn' ? null : loadedFrom.customLogo ? loadedFrom.logo : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shopSettingsBody.safeParse(bodyOf(draft));
    if (!parsed.success) {
      // returnAddress.phone → phone
      setErrors(schemaErrors(parsed.error, FIELDS, {}, (path) => (path[0] === 'returnAddress' ? path[1] : path[0])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await consoleShopApi.save(bodyOf(draft));
      await setShop(saved, { revalidate: false });
      notifier().success('店铺设置已保存');
    } catch {
      // Shown by the transport; the input stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
          {loadedFrom.name}
        </Typography>
        <DictTag dictType="store_status" value={loadedFrom.status} />
        <Button size="small" component="a" href={`/storeDetail?id=${loadedFrom.id}`} target="_blank" rel="noopener">
          查看店铺主页
        </Button>
      </Box>
      {loadedFrom.status === 'closed' ? <Alert severity="warning">店铺已被平台停业：店铺主页和商品暂不对买家显示，如有疑问请联系平台客服。</Alert> : null}
      {readOnly ? <Alert severity="info">您没有修改店铺设置的权限，只能查看。</Alert> : null}

      <FormSection title="店铺信息" hint="显示在店铺主页、店铺卡片和商品页上。">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '200px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
              店铺标志（Logo）
            </Typography>
            {logoUrl ? null : (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Thumb src={`/stores/${loadedFrom.slug}.svg`} alt="系统生成的店铺标志" width={64} height={64} />
                <Typography variant="caption" color="text.secondary">
                  当前使用系统生成的标志
                </Typography>
              </Box>
            )}
            <PhotoUploader
              label="店铺标志"
              max={1}
              value={logoUrl ? [{ ...storedPicture(logoUrl), key: draft.logo.kind === 'uploaded' ? draft.logo.key : logoUrl }] : []}
              onChange={(files) => {
                const [file] = files;
                set({ logo: file ? { kind: 'uploaded', key: file.key, url: file.url } : { kind: 'drawn' } });
              }}
              upload={(file) => consoleFileApi.upload(file, 'store')}
              disabled={readOnly}
            />
            {logoUrl || errors.logo ? <FormHelperText error={Boolean(errors.logo)}>{errors.logo ?? '删除后恢复使用系统生成的标志'}</FormHelperText> : null}
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField label="店铺名称" value={loadedFrom.name} disabled helperText="店铺名称由平台审核，如需修改请联系平台客服" />
            <TextField
              label="所在城市"
              value={draft.city}
              onChange={(event) => set({ city: event.target.value })}
              required
              disabled={readOnly}
              error={Boolean(errors.city)}
              helperText={errors.city}
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            <TextField
              label="店铺简介"
              value={draft.intro}
              onChange={(event) => set({ intro: event.target.value })}
              multiline
              minRows={3}
              disabled={readOnly}
              error={Boolean(errors.intro)}
              helperText={errors.intro ?? `${draft.intro.trim().length}/200`}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Box>
        </Box>
      </FormSection>

      <FormSection title="退货信息" hint="买家归还设备时寄往这里。">
        <RadioGroup aria-label="退货方式" value={draft.returnTo} onChange={(event) => set({ returnTo: event.target.value === 'store' ? 'store' : 'platform' })}>
          <FormControlLabel
            value="platform"
            disabled={readOnly}
            control={<Radio size="small" />}
            label={`寄回平台售后中心（${loadedFrom.platformReturnAddress.recipient}，${loadedFrom.platformReturnAddress.phone}，${loadedFrom.platformReturnAddress.address}）`}
          />
          <FormControlLabel value="store" disabled={readOnly} control={<Radio size="small" />} label="寄回本店地址" />
        </RadioGroup>
        {draft.returnTo === 'store' ? (
          <Box sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <TextField
              label="收件人"
              value={draft.recipient}
              onChange={(event) => set({ recipient: event.target.value })}
              required
              disabled={readOnly}
              error={Boolean(errors.recipient)}
              helperText={errors.recipient}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <TextField
              label="联系电话"
              value={draft.phone}
              onChange={(event) => set({ phone: event.target.value })}
              required
              disabled={readOnly}
              error={Boolean(errors.phone)}
              helperText={errors.phone ?? '手机号（11 位，1 开头，第二位 3–9）或座机'}
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
            />
            <TextField
              label="退货地址"
              value={draft.address}
              onChange={(event) => set({ address: event.target.value })}
              required
              disabled={readOnly}
              error={Boolean(errors.address)}
              helperText={errors.address ?? '省市区及详细地址'}
              sx={{ gridColumn: { md: 'span 2' } }}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          </Box>
        ) : null}
      </FormSection>

      <FormSection title="升级换机" hint="买家在租赁中申请升级换机时，按台收取的服务费（优惠券仅抵扣此费用）；填 0 为不收取。修改后对之后的申请生效。">
        <MoneyField
          label="升级换机服务费（元/台）"
          value={draft.upgradeFee}
          onChange={(text) => set({ upgradeFee: text })}
          required
          disabled={readOnly}
          error={Boolean(errors.upgradeFee)}
          helperText={errors.upgradeFee ?? '0 到 9,999.00 元，最多两位小数'}
          sx={{ maxWidth: 320 }}
        />
      </FormSection>

      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Permitted perm="shop:edit">
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={busy}>
            保存设置
          </Button>
        </Permitted>
        <Typography variant="body2" color={dirty ? 'warning.main' : 'text.secondary'}>
          {dirty ? '有未保存的修改' : '所有修改已保存'}
        </Typography>
      </Box>
    </Box>
  );
}
