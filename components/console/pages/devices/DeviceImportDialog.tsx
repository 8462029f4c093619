'use client';
/**
 * 导入设备: the template downloaded (its second sheet lists the SKU numbers the staff member may
 * stock), filled in and uploaded. The product server imports all rows or none: a refused file
 * comes back with every bad row named, listed here so the sheet can be corrected and sent again.
 */
import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DEVICE_IMPORT_HEADERS, DEVICE_IMPORT_MAX_BYTES, DEVICE_IMPORT_MAX_PROBLEMS, DEVICE_IMPORT_MAX_ROWS, DEVICE_MESSAGES } from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import type { StoreOption } from '../../useStoreChoices';
import { notifier } from '@/lib/http/notifier';
import { FormDialog } from '../../form/FormDialog';

type Props = {
  /** An admin's shops (the template lists the chosen shop's SKUs, or every shop's); null for an editor. */
  shops: readonly StoreOption[] | null;
  onClose: () => void;
  onImported: () => void | Promise<void>;
};

type Refusal = { message: string; problems: string[]; problemCount: number };

/** What is wrong with the picked file before it is sent, or null. */
export function pickedWorkbookProblem(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return DEVICE_MESSAGES.importNotXlsx;
  if (file.size > DEVICE_IMPORT_MAX_BYTES) return DEVICE_MESSAGES.importTooLarge;
  return null;
}

export function DeviceImportDialog({ shops, onClose, onImported }: Props) {
  const inputId = useId();
  const [storeId, setStoreId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // The same file may be picked again after it was corrected.
    event.target.value = '';
    if (!picked) return;
    const problem = pickedWorkbookProblem(picked);
    setRefusal(problem ? { message: problem, problems: [], problemCount: 0 } : null);
    setFile(problem ? null : picked);
  };

  const send = () => {
    if (!file) {
      setRefusal({ message: DEVICE_MESSAGES.importMissing, problems: [], problemCount: 0 });
      return;
    }
    return importWorkbook(file);
  };

  // A refusal by the transport (a lost session, the network) keeps the file chosen.
  const importWorkbook = async (workbook: File) => {
    const outcome = await consoleDeviceApi.import(workbook);
    if (!outcome.ok) {
      setRefusal(outcome);
      return;
    }
    notifier().success(`设备导入成功，共导入 ${outcome.imported} 台`);
    await onImported();
  };

  const problems = refusal ? (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {refusal.message}
      </Typography>
      {refusal.problems.length > 0 ? (
        <Box component="ol" aria-label="导入问题" sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
          {refusal.problems.map((problem) => (
            <li key={problem}>
              <Typography variant="body2">{problem}</Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {refusal.problemCount > refusal.problems.length ? (
        <Typography variant="caption">
          共 {refusal.problemCount} 处问题，仅列出前 {DEVICE_IMPORT_MAX_PROBLEMS} 处。
        </Typography>
      ) : null}
    </>
  ) : null;

  return (
    <FormDialog title="导入设备" onClose={onClose} onSubmit={send} submitLabel="开始导入" busyLabel="导入中…" submitDisabled={!file} error={problems} maxWidth="md">
      <Typography variant="body2" color="text.secondary">
        第一步：下载导入模板，按“填写说明”在“设备导入”表中填写 {DEVICE_IMPORT_HEADERS.join('、')}（商品SKU编号见模板的“商品SKU列表”）。第二步：选择填好的 .xlsx 文件导入。一次最多{' '}
        {DEVICE_IMPORT_MAX_ROWS} 台，文件不超过 2 MB；有任何一行不正确时，整个文件都不会导入。
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {shops ? (
          <TextField
            select
            label="模板中的店铺"
            value={storeId}
            onChange={(event) => setStoreId(event.target.value)}
            sx={{ width: 220 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">全部店铺</MenuItem>
            {shops.map((shop) => (
              <MenuItem key={shop.value} value={shop.value}>
                {shop.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void consoleDeviceApi.template(storeId || undefined)}>
          下载导入模板
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" htmlFor={inputId}>
          选择文件
        </Button>
        <input id={inputId} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label="选择 Excel 文件" onChange={pick} hidden />
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} data-testid="device-import-file">
          {file ? file.name : '未选择文件'}
        </Typography>
      </Box>
    </FormDialog>
  );
}
