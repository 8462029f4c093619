'use client';
/**
 * A configuration's lease plans as a grid: term (months) × monthly rent × buyout price, one row a
 * plan, rows added and removed, terms distinct (at most eight). Money is typed in yuan.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { GOODS_LIMITS } from '@/contract/goodsConsole';
import { formatFen } from '@/contract/format';
import { MoneyField } from '../../form/MoneyField';
import { newPlan, planTotalRent, type GoodsFormErrors, type PlanDraft } from './goodsForm';

type PlanGridProps = {
  /** The configuration's label for the inputs' names (配置 1). */
  owner: string;
  plans: PlanDraft[];
  onChange: (plans: PlanDraft[]) => void;
  /** The form's errors; this grid reads `${path}` and `${path}.<row>.<field>`. */
  errors: GoodsFormErrors;
  path: string;
  disabled?: boolean;
};

export function PlanGrid({ owner, plans, onChange, errors, path, disabled = false }: PlanGridProps) {
  const update = (key: string, patch: Partial<PlanDraft>) => onChange(plans.map((plan) => (plan.key === key ? { ...plan, ...patch } : plan)));
  const gridError = errors[path];

  return (
    <Box>
      <Table
        size="small"
        aria-label={`${owner}的租期方案`}
        sx={{ '& td, & th': { px: 1, py: 0.75, verticalAlign: 'top', borderBottom: 0 }, '& th': { color: 'text.secondary', fontWeight: 500 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 150 }}>租期</TableCell>
            <TableCell>月租金</TableCell>
            <TableCell>到期买断价</TableCell>
            <TableCell sx={{ width: 120 }}>总租金</TableCell>
            <TableCell sx={{ width: 48 }} aria-label="操作" />
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan, index) => {
            const at = `${path}.${index}`;
            const total = planTotalRent(plan);
            const row = `${owner}第 ${index + 1} 个方案`;
            return (
              <TableRow key={plan.key}>
                <TableCell>
                  <TextField
                    value={plan.termMonths}
                    onChange={(event) => update(plan.key, { termMonths: event.target.value })}
                    disabled={disabled}
                    error={Boolean(errors[`${at}.termMonths`])}
                    helperText={errors[`${at}.termMonths`]}
                    fullWidth
                    slotProps={{
                      htmlInput: { 'aria-label': `${row}的租期（月）`, inputMode: 'numeric' },
                      input: { endAdornment: <InputAdornment position="end">个月</InputAdornment> },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <MoneyField
                    value={plan.monthlyRent}
                    onChange={(monthlyRent) => update(plan.key, { monthlyRent })}
                    disabled={disabled}
                    error={Boolean(errors[`${at}.monthlyRent`])}
                    helperText={errors[`${at}.monthlyRent`]}
                    fullWidth
                    placeholder="0.00"
                    inputLabel={`${row}的月租金（元）`}
                  />
                </TableCell>
                <TableCell>
                  <MoneyField
                    value={plan.buyoutPrice}
                    onChange={(buyoutPrice) => update(plan.key, { buyoutPrice })}
                    disabled={disabled}
                    error={Boolean(errors[`${at}.buyoutPrice`])}
                    helperText={errors[`${at}.buyoutPrice`]}
                    fullWidth
                    placeholder="0.00"
                    inputLabel={`${row}的买断价（元）`}
                  />
                </TableCell>
                <TableCell sx={{ pt: '14px !important', whiteSpace: 'nowrap' }}>{total === null ? '—' : formatFen(total)}</TableCell>
                <TableCell>
                  <IconButton aria-label={`删除${row}`} onClick={() => onChange(plans.filter((other) => other.key !== plan.key))} disabled={disabled || plans.length <= 1}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {gridError ? <FormHelperText error>{gridError}</FormHelperText> : null}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={disabled || plans.length >= GOODS_LIMITS.plansMax}
        onClick={() => onChange([...plans, newPlan(plans.map((plan) => plan.termMonths.trim()))])}
        aria-label={`为${owner}添加租期方案`}
      >
        添加租期方案
      </Button>
    </Box>
  );
}
