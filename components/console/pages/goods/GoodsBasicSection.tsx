'use client';
/** 编辑商品 · 基本信息: the shop (an admin's new goods), name, subtitle, brand, model, category, condition, zones and tags. */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { GOODS_LIMITS } from '@/contract/goodsConsole';
import { GOODS_CONDITIONS, GOODS_ZONES, type GoodsZone } from '@/contract/goods';
import type { StoreChoice } from '@/lib/api/browser/console/store-choices';
import { useDict } from '../../dict/useDict';
import { FormSection } from '../../form/FormSection';
import { CategorySelect } from './CategorySelect';
import type { GoodsForm, GoodsFormErrors } from './goodsForm';

type GoodsBasicSectionProps = {
  form: GoodsForm;
  set: (patch: Partial<GoodsForm>) => void;
  errors: GoodsFormErrors;
  /** The shop line: a choice for an admin's new goods, else the goods' (or the editor's) shop name. */
  store: { kind: 'choose'; choices: readonly StoreChoice[] } | { kind: 'fixed'; name: string };
  disabled?: boolean;
};

const CONDITION_NAMES = { new: '全新', used: '二手' } as const;
const ZONE_NAMES: Record<GoodsZone, string> = {
  discount: '特惠专区',
  procurement: '采购专区',
  personal: '个人专区',
  second_hand: '二手专区',
  new_product: '新品专享',
  everyday_low: '天天低价',
  heavyweight_new: '重磅新品',
};

export function GoodsBasicSection({ form, set, errors, store, disabled = false }: GoodsBasicSectionProps) {
  const zones = useDict('goods_zone');
  const conditions = useDict('goods_condition');
  const text = (name: 'name' | 'subtitle' | 'brand' | 'model', label: string, max: number, required = false, placeholder?: string) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? `${form[name].trim().length}/${max}`}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: max } }}
    />
  );
  const toggleZone = (zone: GoodsZone, on: boolean) =>
    set({ zones: on ? GOODS_ZONES.filter((value) => value === zone || form.zones.includes(value)) : form.zones.filter((value) => value !== zone) });

  return (
    <FormSection title="基本信息">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {store.kind === 'choose' ? (
          <TextField
            select
            label="所属店铺"
            value={form.storeId}
            onChange={(event) => set({ storeId: event.target.value })}
            required
            disabled={disabled}
            error={Boolean(errors.storeId)}
            helperText={errors.storeId ?? '保存后不能更改'}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="" disabled>
              请选择店铺
            </MenuItem>
            {store.choices.map((choice) => (
              <MenuItem key={choice.id} value={String(choice.id)}>
                {choice.name}
                {choice.status === 'closed' ? '（已停业）' : ''}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField label="所属店铺" value={store.name} disabled slotProps={{ inputLabel: { shrink: true } }} />
        )}
        <CategorySelect label="商品分类" value={form.categoryId} onChange={(categoryId) => set({ categoryId })} leafOnly required error={errors.categoryId} />
        <Box sx={{ gridColumn: { md: 'span 2' }, display: 'grid' }}>
          {text('name', '商品名称', GOODS_LIMITS.nameMax, true, '如 联想 ThinkPad X1 Carbon 2025 14 英寸轻薄商务本')}
        </Box>
        <Box sx={{ gridColumn: { md: 'span 2' }, display: 'grid' }}>
          {text('subtitle', '副标题', GOODS_LIMITS.subtitleMax, false, '一句话卖点，如 1.09kg 轻薄机身，支持到期买断')}
        </Box>
        {text('brand', '品牌', GOODS_LIMITS.brandMax, true, '如 联想')}
        {text('model', '型号', GOODS_LIMITS.modelMax, false, '如 X1 Carbon Gen 13')}
        <FormControl error={Boolean(errors.condition)} disabled={disabled}>
          <FormLabel id="goods-condition-label" required>
            成色
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="goods-condition-label"
            value={form.condition}
            onChange={(event) => set({ condition: GOODS_CONDITIONS.find((value) => value === event.target.value) ?? '' })}
          >
            {GOODS_CONDITIONS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={conditions.entryOf(value)?.dictLabel ?? CONDITION_NAMES[value]} />
            ))}
          </RadioGroup>
          {errors.condition ? <FormHelperText>{errors.condition}</FormHelperText> : null}
        </FormControl>
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={['顺丰包邮', '支持买断', '企业专享', '学生优惠', '爆款']}
          value={form.tags}
          disabled={disabled}
          onChange={(_event, tags) => set({ tags: [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))] })}
          renderValue={(tags, getItemProps) => tags.map((tag, index) => <Chip size="small" label={tag} {...getItemProps({ index })} key={tag} />)}
          renderInput={(params) => (
            <TextField
              {...params}
              label="标签"
              placeholder={form.tags.length < GOODS_LIMITS.tagsMax ? '输入后按回车添加' : undefined}
              error={Boolean(errors.tags)}
              helperText={errors.tags ?? `最多 ${GOODS_LIMITS.tagsMax} 个，每个不超过 ${GOODS_LIMITS.tagMax} 个字；「顺丰包邮」的商品免运费`}
              slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
            />
          )}
        />
        <FormControl component="fieldset" disabled={disabled} sx={{ gridColumn: { md: 'span 2' } }}>
          <FormLabel component="legend">所在专区</FormLabel>
          <FormGroup row>
            {GOODS_ZONES.map((zone) => (
              <FormControlLabel
                key={zone}
                control={<Checkbox size="small" checked={form.zones.includes(zone)} onChange={(event) => toggleZone(zone, event.target.checked)} />}
                label={zones.entryOf(zone)?.dictLabel ?? ZONE_NAMES[zone]}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Box>
    </FormSection>
  );
}
