'use client';
/**
 * Picks and uploads images (a business licence, service-request photos; in the back office goods
 * pictures, inspection photos, news covers): each file is checked here for type and size so a
 * wrong pick is told at once, then uploaded on its own; the product server checks the bytes again.
 * The value is the uploaded files, in order. Customers' pages upload through the shop's session
 * (`purpose`); the console passes its own `upload` (lib/api/browser/console/files.ts).
 */
import { useId, useState } from 'react';
import Image from 'next/image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_MIME_TYPES, type UploadedFile, type UploadPurpose } from '@/contract/files';
import { fileApi } from '@/lib/api/browser/files';
import { notifier } from '@/lib/http/notifier';

export type PhotoUploaderProps = {
  /** Sends one file; without it, the customer's upload of `purpose`. */
  upload?: (file: File) => Promise<UploadedFile>;
  purpose?: UploadPurpose;
  /** What the pictures are, for the button and labels (e.g. 营业执照, 故障照片). */
  label: string;
  max: number;
  value: UploadedFile[];
  onChange: (next: UploadedFile[]) => void;
  disabled?: boolean;
  /** Pictures can be moved left and right (the order is the value's). */
  sortable?: boolean;
  /** A mark on the first picture (封面: the goods' cover). */
  firstLabel?: string;
};

const ACCEPT = Object.keys(UPLOAD_MIME_TYPES).join(',');

/** What is wrong with a picked file before it is sent, or null. */
export function pickedFileProblem(file: File): string | null {
  if (!Object.hasOwn(UPLOAD_MIME_TYPES, file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return UPLOAD_MESSAGES.missing;
  return null;
}

/** The list with the picture at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const OVERLAY_BUTTON = { bgcolor: 'rgba(0,0,0,0.55)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' } } as const;

export function PhotoUploader({ upload: send, purpose = 'service', label, max, value, onChange, disabled = false, sortable = false, firstLabel }: PhotoUploaderProps) {
  const inputId = useId();
  const [uploading, setUploading] = useState(0);
  const room = max - value.length - uploading;

  const upload = async (files: File[]) => {
    const picked = files.slice(0, Math.max(0, room));
    if (files.length > picked.length) notifier().warning(`最多上传 ${max} 张${label}`);
    const accepted = picked.filter((file) => {
      const problem = pickedFileProblem(file);
      if (problem) notifier().warning(`${file.name}：${problem}`);
      return !problem;
    });
    if (accepted.length === 0) return;
    setUploading((count) => count + accepted.length);
    let next = value;
    for (const file of accepted) {
      try {
        next = [...next, await (send ? send(file) : fileApi.upload(file, purpose))];
        onChange(next);
      } catch {
        // Shown by the HTTP client.
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {value.map((file, index) => (
          <Box key={file.key} sx={{ position: 'relative', width: 96, height: 96, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
            {/* Unoptimized: a private image behind the session door, which Next's image optimizer cannot fetch. */}
            <Image src={file.url} alt={`${label} ${index + 1}`} width={96} height={96} unoptimized style={{ objectFit: 'cover', display: 'block' }} />
            <IconButton
              size="small"
              aria-label={`删除${label} ${index + 1}`}
              disabled={disabled}
              onClick={() => onChange(value.filter((other) => other.key !== file.key))}
              sx={{ position: 'absolute', top: 2, right: 2, ...OVERLAY_BUTTON }}
            >
              <CloseRounded fontSize="inherit" />
            </IconButton>
            {firstLabel && index === 0 ? (
              <Typography
                variant="caption"
                sx={{ position: 'absolute', top: 2, left: 2, px: 0.5, borderRadius: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', lineHeight: 1.6 }}
              >
                {firstLabel}
              </Typography>
            ) : null}
            {sortable && value.length > 1 ? (
              <Stack direction="row" sx={{ position: 'absolute', bottom: 2, left: 2, right: 2, justifyContent: 'space-between' }}>
                <IconButton
                  size="small"
                  aria-label={`${label} ${index + 1} 前移`}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moved(value, index, index - 1))}
                  sx={{ ...OVERLAY_BUTTON, visibility: index === 0 ? 'hidden' : 'visible' }}
                >
                  <ChevronLeftRounded fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`${label} ${index + 1} 后移`}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => onChange(moved(value, index, index + 1))}
                  sx={{ ...OVERLAY_BUTTON, visibility: index === value.length - 1 ? 'hidden' : 'visible' }}
                >
                  <ChevronRightRounded fontSize="inherit" />
                </IconButton>
              </Stack>
            ) : null}
          </Box>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          <Box
            key={`uploading-${index}`}
            role="status"
            aria-label="图片上传中"
            sx={{ width: 96, height: 96, borderRadius: 1, border: 1, borderColor: 'divider', display: 'grid', placeItems: 'center' }}
          >
            <CircularProgress size={28} />
          </Box>
        ))}
        {room > 0 ? (
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={disabled} sx={{ width: 96, height: 96, flexDirection: 'column', gap: 0.5 }}>
            <AddPhotoAlternateOutlined />
            <Typography variant="caption">上传{label}</Typography>
            <input
              id={inputId}
              type="file"
              hidden
              accept={ACCEPT}
              multiple={max > 1}
              disabled={disabled}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = '';
                void upload(files);
              }}
            />
          </Button>
        ) : null}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        支持 JPEG、PNG、WebP 格式，单张不超过 5 MB，最多 {max} 张（已上传 {value.length} 张）
      </Typography>
    </Stack>
  );
}
