'use client';
/**
 * 编辑商品 (/console/goods/edit, hidden; `?id=` edits that goods item, none creates one): 基本信息,
 * 商品图片, 规格参数, 商品详情 (rich text), and 配置与租赁方案 — a card per configuration with its
 * grid of lease plans. 保存 keeps the goods' status (a new item is a draft) and, the first time,
 * gives the tab's URL its `?id=`; 预览 opens the saved version as shoppers would see it; 上架 / 下架
 * from here too. The tab keeps unsaved input while it is open, and closing it (or leaving the
 * site, or opening other goods in it) asks first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GOODS_LIMITS, type GoodsEditDocument } from '@/contract/goodsConsole';
import { consoleGoodsApi } from '@/lib/api/browser/console/goods';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { useStoreChoices } from '../../useStoreChoices';
import { notifier } from '@/lib/http/notifier';
import { DictTag } from '../../dict/DictTag';
import { FormSection } from '../../form/FormSection';
import { RichTextEditor } from '../../form/RichTextEditor';
import { useConsoleQuery, useConsoleStaff, useLeaveGuard, usePermission } from '../../hooks';
import { Permitted } from '../../Permitted';
import { GoodsBasicSection } from './GoodsBasicSection';
import { copySku, checkGoodsForm, emptyGoodsForm, formSnapshot, goodsFormOf, newSku, type GoodsForm, type GoodsFormErrors, type SkuDraft } from './goodsForm';
import { previewUrl } from './GoodsPage';
import { GoodsPicturesSection } from './GoodsPicturesSection';
import { GoodsSpecsSection } from './GoodsSpecsSection';
import { SkuCard } from './SkuCard';
import { goodsChanged, usePublishGoods } from './usePublishGoods';

const GOODS_LIST_PATH = '/console/goods';

const idOf = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

type Shown = { id: number | null; form: GoodsForm | null; baseline: string };

function freshForm(): Shown {
  const form = emptyGoodsForm();
  return { id: null, form, baseline: formSnapshot(form) };
}

/** What the save will do to the configurations the goods offered and the form no longer has. */
function removedSkus(goods: GoodsEditDocument | null, skus: readonly SkuDraft[]) {
  const kept = new Set(skus.flatMap((sku) => (sku.id === undefined ? [] : [sku.id])));
  return (goods?.skus ?? []).filter((sku) => !kept.has(sku.id));
}

export default function GoodsEditPage() {
  const router = useRouter();
  const staff = useConsoleStaff();
  const can = usePermission();
  const { query, setQuery } = useConsoleQuery();
  const wantedId = idOf(query.id);
  const [shown, setShown] = useState<Shown>(() => (wantedId === null ? freshForm() : { id: wantedId, form: null, baseline: '' }));
  const [goods, setGoods] = useState<GoodsEditDocument | null>(null);
  const [errors, setErrors] = useState<GoodsFormErrors>({});
  const [saving, setSaving] = useState(false);
  const { publish, dialog } = usePublishGoods();
  const { mutate } = useSWRConfig();
  const admin = staff.role === 'admin';

  const { data: loaded, error: loadError } = useSWR(shown.id === null ? null : CONSOLE_KEYS.goodsDocument(shown.id), () => consoleGoodsApi.detail(shown.id ?? 0), {
    revalidateOnFocus: false,
  });
  const { stores } = useStoreChoices(shown.id === null);

  // The document arrived (or was read again after 上架): the status follows; the form is filled only once.
  if (loaded && loaded.id === shown.id && loaded !== goods) {
    setGoods(loaded);
    if (shown.form === null) {
      const form = goodsFormOf(loaded);
      setShown({ id: loaded.id, form, baseline: formSnapshot(form) });
    }
  }

  const form = shown.form;
  const dirty = form !== null && formSnapshot(form) !== shown.baseline;
  useLeaveGuard(dirty);

  // Other goods (or 新增商品) opened in this tab: unsaved input is given up only when the user says so.
  const latest = useRef({ dirty, shownId: shown.id, setQuery });
  useEffect(() => {
    latest.current = { dirty, shownId: shown.id, setQuery };
  });
  useEffect(() => {
    if (wantedId === latest.current.shownId) return;
    let live = true;
    const open = () => {
      setGoods(null);
      setErrors({});
      setShown(wantedId === null ? freshForm() : { id: wantedId, form: null, baseline: '' });
    };
    if (!latest.current.dirty) {
      open();
      return;
    }
    void notifier()
      .confirm({ title: '系统提示', message: '当前商品有未保存的修改，打开其他商品将丢失这些修改，确定继续吗？', confirmText: '确定', cancelText: '继续编辑' })
      .then((confirmed) => {
        if (!live) return;
        if (confirmed) open();
        else latest.current.setQuery({ id: latest.current.shownId });
      });
    return () => {
      live = false;
    };
  }, [wantedId]);

  const set = useCallback((patch: Partial<GoodsForm>) => setShown((current) => (current.form ? { ...current, form: { ...current.form, ...patch } } : current)), []);
  // Stable, so the memoised editor is not rendered again for a keystroke in another field.
  const setDescription = useCallback((description: string) => set({ description }), [set]);
  const setSkus = (update: (skus: SkuDraft[]) => SkuDraft[]) =>
    setShown((current) => (current.form ? { ...current, form: { ...current.form, skus: update(current.form.skus) } } : current));

  if (shown.id !== null && form === null) {
    if (loadError) {
      return (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>商品不存在，或不属于您的店铺。</Typography>
          <Button variant="outlined" onClick={() => router.push(GOODS_LIST_PATH, { scroll: false })}>
            返回商品列表
          </Button>
        </Paper>
      );
    }
    return <LinearProgress aria-label="商品加载中" />;
  }
  if (form === null) return null;

  const creating = shown.id === null;
  const readOnly = !can(creating ? 'goods:add' : 'goods:edit');
  const disabled = readOnly || saving;
  const removed = removedSkus(goods, form.skus);

  const save = async () => {
    const checked = checkGoodsForm(form, { id: shown.id, chooseStore: admin });
    setErrors(checked.errors);
    if (!checked.body) {
      notifier().warning(checked.errors.form ?? '请按提示修改标红的内容后再保存');
      return;
    }
    setSaving(true);
    let saved: GoodsEditDocument;
    try {
      saved = await consoleGoodsApi.save(checked.body);
    } catch {
      // The refusal is shown by the transport; the input stays as it was.
      setSaving(false);
      return;
    }
    const next = goodsFormOf(saved);
    setShown({ id: saved.id, form: next, baseline: formSnapshot(next) });
    setGoods(saved);
    setSaving(false);
    await mutate(CONSOLE_KEYS.goodsDocument(saved.id), saved, { revalidate: false });
    if (creating) setQuery({ id: saved.id });
    notifier().success(creating ? '保存成功，商品已存为草稿' : saved.status === 'on_sale' ? '保存成功，商城页面已更新' : '保存成功');
    await goodsChanged();
  };

  const status = goods?.status ?? 'draft';
  const publishButton =
    shown.id === null ? null : (
      <Permitted perm="goods:publish">
        <Tooltip title={dirty ? '请先保存修改' : ''}>
          <span>
            <Button
              variant="outlined"
              color={status === 'on_sale' ? 'warning' : 'success'}
              disabled={dirty || saving}
              onClick={() => void publish([shown.id ?? 0], status !== 'on_sale', `商品「${goods?.name ?? form.name}」`)}
            >
              {status === 'on_sale' ? '下架' : '上架'}
            </Button>
          </span>
        </Tooltip>
      </Permitted>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => router.push(GOODS_LIST_PATH, { scroll: false })}>
          返回列表
        </Button>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
          {creating ? '新增商品' : `编辑商品 · ${goods?.name ?? ''}`}
        </Typography>
        {creating ? null : <DictTag dictType="goods_status" value={status} />}
        {goods ? (
          <Typography variant="body2" color="text.secondary">
            编号 {goods.id} · 最近保存 {goods.updatedAt}
          </Typography>
        ) : null}
      </Box>

      {readOnly ? <Alert severity="info">您没有{creating ? '新增' : '编辑'}商品的权限，只能查看。</Alert> : null}
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}

      <GoodsBasicSection
        form={form}
        set={set}
        errors={errors}
        disabled={disabled}
        store={admin && creating ? { kind: 'choose', choices: stores ?? [] } : { kind: 'fixed', name: goods?.storeName ?? staff.storeName ?? '' }}
      />
      <GoodsPicturesSection images={form.images} onChange={(images) => set({ images })} error={errors.images} disabled={disabled} />
      <GoodsSpecsSection specs={form.specs} onChange={(specs) => set({ specs })} errors={errors} disabled={disabled} />
      <FormSection title="商品详情" hint="图文介绍，显示在商品页的「商品详情」中；图片请用工具栏的上传按钮。">
        <RichTextEditor label="商品详情" labelHidden purpose="goods" value={form.description} onChange={setDescription} disabled={disabled} minHeight={260} />
      </FormSection>
      <FormSection
        title="配置与租赁方案"
        hint={`每个配置有自己的库存、押金和租期方案（最多 ${GOODS_LIMITS.skusMax} 个配置、每个最多 ${GOODS_LIMITS.plansMax} 个租期）。金额以元为单位，精确到分，免押金填 0。新的价格只对之后的订单生效。`}
        actions={
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={disabled || form.skus.length >= GOODS_LIMITS.skusMax}
            onClick={() => setSkus((skus) => [...skus, newSku()])}
          >
            添加配置
          </Button>
        }
      >
        {errors.skus ? (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {errors.skus}
          </Alert>
        ) : null}
        {removed.length > 0 ? (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            保存后：
            {removed.map((sku) => `「${sku.name}」${sku.ordered ? '将停用（已有订单，不能删除；商城不再出售，已有订单和设备记录保留）' : '将删除'}`).join('；')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2 }}>
          {form.skus.map((sku, index) => (
            <SkuCard
              key={sku.key}
              index={index}
              sku={sku}
              errors={errors}
              disabled={disabled}
              removable={form.skus.length > 1}
              canCopy={form.skus.length < GOODS_LIMITS.skusMax}
              onChange={(next) => setSkus((skus) => skus.map((other) => (other.key === sku.key ? next : other)))}
              onRemove={() => setSkus((skus) => skus.filter((other) => other.key !== sku.key))}
              onCopy={() => setSkus((skus) => [...skus.slice(0, index + 1), copySku(sku), ...skus.slice(index + 1)])}
            />
          ))}
        </Box>
      </FormSection>

      <Paper
        variant="outlined"
        sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', boxShadow: '0 -2px 8px rgba(0,0,0,.06)' }}
      >
        <Permitted perm={creating ? 'goods:add' : 'goods:edit'}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving}>
            {creating ? '保存草稿' : '保存'}
          </Button>
        </Permitted>
        {shown.id === null ? null : (
          <Button variant="outlined" startIcon={<VisibilityIcon />} component="a" href={previewUrl(shown.id)} target="_blank" rel="noopener">
            预览
          </Button>
        )}
        {publishButton}
        <Typography variant="body2" color={dirty ? 'warning.main' : 'text.secondary'} sx={{ ml: 1 }}>
          {dirty ? '有未保存的修改' + (shown.id === null ? '' : '（预览显示已保存的内容）') : creating ? '填写后保存为草稿，确认无误再上架' : '所有修改已保存'}
        </Typography>
      </Paper>
      {dialog}
    </Box>
  );
}
