'use client';
/**
 * One configuration (SKU) of the goods: its name, processor, memory, storage, graphics and screen,
 * stock, deposit per unit (yuan) and its grid of lease plans. A configuration that orders rent
 * cannot be deleted: removing it retires it when the goods are saved (no longer offered; its
 * orders and devices keep it), and the card says so.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { GOODS_LIMITS } from '@/contract/goodsConsole';
import { notifier } from '@/lib/http/notifier';
import { MoneyField } from '../../form/MoneyField';
import { SKU_FIELDS, type GoodsFormErrors, type SkuDraft } from './goodsForm';
import { PlanGrid } from './PlanGrid';

export const ORDERED_SKU_NOTE = '该配置已有订单，不能删除：移除后保存即停用（商城不再出售，已有订单和设备记录保留）';

type SkuCardProps = {
  index: number;
  sku: SkuDraft;
  onChange: (sku: SkuDraft) => void;
  onRemove: () => void;
  onCopy: () => void;
  /** The last configuration cannot go (a goods item needs one). */
  removable: boolean;
  canCopy: boolean;
  errors: GoodsFormErrors;
  disabled?: boolean;
};

export function SkuCard({ index, sku, onChange, onRemove, onCopy, removable, canCopy, errors, disabled = false }: SkuCardProps) {
  const owner = `配置 ${index + 1}`;
  const path = `skus.${index}`;
  const set = (patch: Partial<SkuDraft>) => onChange({ ...sku, ...patch });

  const remove = async () => {
    if (sku.id !== undefined) {
      const confirmed = await notifier().confirm({
        title: '系统提示',
        message: sku.ordered
          ? `${owner}已有订单，不能删除。移除后保存商品时将停用该配置：商城不再出售，已有订单和设备记录保留。确定移除吗？`
          : `确定删除${owner}吗？保存商品后生效。`,
        confirmText: '确定',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    onRemove();
  };

  return (
    <Paper variant="outlined" component="fieldset" aria-label={owner} sx={{ p: 2, m: 0, minWidth: 0, bgcolor: '#fafbfc' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600, float: 'left', p: 0 }}>
          {owner}
        </Typography>
        {sku.id === undefined ? <Chip size="small" label="新配置" color="primary" variant="outlined" /> : <Chip size="small" label={`编号 ${sku.id}`} variant="outlined" />}
        {sku.ordered ? (
          <Tooltip title={ORDERED_SKU_NOTE}>
            <Chip size="small" label="已有订单" color="warning" />
          </Tooltip>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={onCopy} disabled={disabled || !canCopy} aria-label={`复制${owner}`}>
          复制
        </Button>
        <Button
          size="small"
          color={sku.ordered ? 'warning' : 'error'}
          startIcon={<DeleteOutlineIcon />}
          onClick={() => void remove()}
          disabled={disabled || !removable}
          aria-label={`${sku.ordered ? '停用' : '删除'}${owner}`}
        >
          {sku.ordered ? '停用' : '删除'}
        </Button>
      </Box>
      {sku.ordered ? (
        <Typography variant="caption" color="warning.main" sx={{ display: 'block', mb: 1 }}>
          {ORDERED_SKU_NOTE}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(5, minmax(0, 1fr))' } }}>
        <TextField
          label="配置名称"
          value={sku.name}
          onChange={(event) => set({ name: event.target.value })}
          disabled={disabled}
          placeholder="留空则自动生成：处理器 / 内存 / 存储"
          error={Boolean(errors[`${path}.name`])}
          helperText={errors[`${path}.name`]}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: GOODS_LIMITS.skuFieldMax, 'aria-label': `${owner}名称` } }}
          sx={{ gridColumn: { md: 'span 3' } }}
        />
        <TextField
          label="库存"
          value={sku.stock}
          onChange={(event) => set({ stock: event.target.value })}
          disabled={disabled}
          required
          error={Boolean(errors[`${path}.stock`])}
          helperText={errors[`${path}.stock`]}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'numeric', 'aria-label': `${owner}库存` },
            input: { endAdornment: <InputAdornment position="end">台</InputAdornment> },
          }}
        />
        <MoneyField
          label="押金（每台）"
          inputLabel={`${owner}押金（元/台）`}
          value={sku.deposit}
          onChange={(deposit) => set({ deposit })}
          disabled={disabled}
          required
          error={Boolean(errors[`${path}.deposit`])}
          helperText={errors[`${path}.deposit`]}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {SKU_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            value={sku[field.name]}
            onChange={(event) => set({ [field.name]: event.target.value })}
            disabled={disabled}
            required
            placeholder={field.placeholder}
            error={Boolean(errors[`${path}.${field.name}`])}
            helperText={errors[`${path}.${field.name}`]}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: GOODS_LIMITS.skuFieldMax, 'aria-label': `${owner}${field.label}` } }}
          />
        ))}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        租期方案
      </Typography>
      <PlanGrid owner={owner} plans={sku.plans} onChange={(plans) => set({ plans })} errors={errors} path={`${path}.plans`} disabled={disabled} />
    </Paper>
  );
}
