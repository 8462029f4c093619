'use client';
/** 编辑商品 · 规格参数: name and value rows (at most 40), shown as the product page's table. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { GOODS_LIMITS } from '@/contract/goodsConsole';
import { FormSection } from '../../form/FormSection';
import { draftKey, type GoodsFormErrors, type SpecDraft } from './goodsForm';

type GoodsSpecsSectionProps = {
  specs: SpecDraft[];
  onChange: (specs: SpecDraft[]) => void;
  errors: GoodsFormErrors;
  disabled?: boolean;
};

export function GoodsSpecsSection({ specs, onChange, errors, disabled = false }: GoodsSpecsSectionProps) {
  const update = (key: string, patch: Partial<SpecDraft>) => onChange(specs.map((spec) => (spec.key === key ? { ...spec, ...patch } : spec)));
  return (
    <FormSection
      title="规格参数"
      hint={`如 重量 1.09kg、接口 雷电 4 ×2；最多 ${GOODS_LIMITS.specsMax} 项。`}
      actions={
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled || specs.length >= GOODS_LIMITS.specsMax}
          onClick={() => onChange([...specs, { key: draftKey(), name: '', value: '' }])}
        >
          添加规格参数
        </Button>
      }
    >
      {specs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          暂无规格参数
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {specs.map((spec, index) => (
            <Box key={spec.key} sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 220px) minmax(0, 1fr) auto', gap: 1, alignItems: 'start' }}>
              <TextField
                label={`第 ${index + 1} 项名称`}
                value={spec.name}
                onChange={(event) => update(spec.key, { name: event.target.value })}
                disabled={disabled}
                error={Boolean(errors[`specs.${index}.name`])}
                helperText={errors[`specs.${index}.name`]}
                slotProps={{ htmlInput: { maxLength: GOODS_LIMITS.specNameMax } }}
              />
              <TextField
                label={`第 ${index + 1} 项内容`}
                value={spec.value}
                onChange={(event) => update(spec.key, { value: event.target.value })}
                disabled={disabled}
                error={Boolean(errors[`specs.${index}.value`])}
                helperText={errors[`specs.${index}.value`]}
                slotProps={{ htmlInput: { maxLength: GOODS_LIMITS.specValueMax } }}
              />
              <IconButton aria-label={`删除第 ${index + 1} 项规格参数`} disabled={disabled} onClick={() => onChange(specs.filter((other) => other.key !== spec.key))}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </FormSection>
  );
}
