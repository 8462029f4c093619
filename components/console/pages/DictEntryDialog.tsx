'use client';
/** Adds or edits one dictionary entry: label, value, order and tag colour (RuoYi's 字典数据 form). */
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DICT_LIST_CLASSES, dictDataAddBody, type DictDataInput, type DictDataRow, type DictListClass } from '@/contract/dicts';
import { consoleDictApi } from '@/lib/api/browser/console/dicts';
import { notifier } from '@/lib/http/notifier';
import { colorOfListClass } from '../dict/DictTag';
import { FormDialog } from '../form/FormDialog';
import { schemaErrors } from '@/lib/validation/form';

export const LIST_CLASS_NAMES: Readonly<Record<string, string>> = {
  default: '默认',
  primary: '主要',
  success: '成功',
  info: '信息',
  warning: '警告',
  danger: '危险',
};

type Props = {
  dictType: string;
  typeName: string;
  /** null: a new entry. */
  row: DictDataRow | null;
  onClose: () => void;
  onSaved: () => void | Promise<void>;
};

const FIELDS = ['dictLabel', 'dictValue', 'dictSort', 'listClass'] as const;
type Field = (typeof FIELDS)[number];

export function DictEntryDialog({ dictType, typeName, row, onClose, onSaved }: Props) {
  const [dictLabel, setLabel] = useState(row?.dictLabel ?? '');
  const [dictValue, setValue] = useState(row?.dictValue ?? '');
  const [dictSort, setSort] = useState(String(row?.dictSort ?? 0));
  const [listClass, setListClass] = useState<DictListClass | ''>(row?.listClass ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    // The same schema as the product server's, so the messages are the same too.
    const parsed = dictDataAddBody.safeParse({ dictType, dictLabel, dictValue, dictSort, listClass: listClass || null });
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    const { dictType: _type, ...entry } = parsed.data;
    return save(entry);
  };

  const save = async (entry: DictDataInput) => {
    if (row) await consoleDictApi.edit(row.id, entry);
    else await consoleDictApi.add(dictType, entry);
    notifier().success(row ? '修改成功' : '新增成功');
    await onSaved();
  };

  return (
    <FormDialog title={row ? '修改字典数据' : '添加字典数据'} onClose={onClose} onSubmit={submit}>
      <TextField label="字典类型" value={`${typeName}（${dictType}）`} disabled fullWidth />
      <TextField
        label="数据标签"
        value={dictLabel}
        onChange={(event) => setLabel(event.target.value)}
        required
        fullWidth
        error={Boolean(errors.dictLabel)}
        helperText={errors.dictLabel}
      />
      <TextField
        label="数据键值"
        value={dictValue}
        onChange={(event) => setValue(event.target.value)}
        required
        fullWidth
        error={Boolean(errors.dictValue)}
        helperText={errors.dictValue}
      />
      <TextField
        label="显示排序"
        type="number"
        value={dictSort}
        onChange={(event) => setSort(event.target.value)}
        required
        fullWidth
        error={Boolean(errors.dictSort)}
        helperText={errors.dictSort}
        slotProps={{ htmlInput: { min: 0, max: 9999 } }}
      />
      <TextField
        select
        label="回显样式"
        value={listClass}
        onChange={(event) => setListClass(DICT_LIST_CLASSES.find((name) => name === event.target.value) ?? '')}
        fullWidth
        error={Boolean(errors.listClass)}
        helperText={errors.listClass}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">无</MenuItem>
        {DICT_LIST_CLASSES.map((name) => (
          <MenuItem key={name} value={name}>
            <Chip label={LIST_CLASS_NAMES[name]} color={colorOfListClass(name)} size="small" />
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
