'use client';
/**
 * Adds or edits one carousel slide (轮播图, carousel:edit): where it shows, its title and subtitle,
 * the picture, where it leads (an http:, https:, mailto: or tel: address, or a path on this site),
 * its background colour, order and whether it shows. A refusal keeps the dialog and its input.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { carouselSaveBody, type CarouselSaveInput, type ConsoleSlide } from '@/contract/consoleContent';
import { PhotoUploader } from '@/components/upload/PhotoUploader';
import { consoleCarouselApi } from '@/lib/api/browser/console/carousel';
import { consoleFileApi } from '@/lib/api/browser/console/files';
import { notifier } from '@/lib/http/notifier';
import { DictSelect } from '../../dict/DictSelect';
import { FormDialog } from '../../form/FormDialog';
import { storedPicture } from '../../form/pictures';
import { schemaErrors } from '@/lib/validation/form';

type SlideDialogProps = {
  /** null: a new slide. */
  slide: ConsoleSlide | null;
  /** A new slide's position (the list's filter, else 首页). */
  position: string;
  onClose: () => void;
  onSaved: (saved: ConsoleSlide) => void | Promise<void>;
};

type Draft = {
  position: string;
  title: string;
  subtitle: string;
  /** An upload's key, or the stored path; `url` shows it. */
  image: { key: string; url: string } | null;
  link: string;
  theme: string;
  sort: string;
  active: boolean;
};

const FIELDS = ['position', 'title', 'subtitle', 'image', 'link', 'theme', 'sort', 'active'] as const;
type Field = (typeof FIELDS)[number];

function draftOf(slide: ConsoleSlide | null, position: string): Draft {
  if (!slide) return { position, title: '', subtitle: '', image: null, link: '', theme: '#1f6feb', sort: '0', active: true };
  return {
    position: slide.position,
    title: slide.title,
    subtitle: slide.subtitle,
    image: { key: slide.image, url: slide.image },
    link: slide.link,
    theme: slide.theme,
    sort: String(slide.sort),
    active: slide.active,
  };
}

export function SlideDialog({ slide, position, onClose, onSaved }: SlideDialogProps) {
  const [draft, setDraft] = useState(() => draftOf(slide, position));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = () => {
    const sort = draft.sort.trim();
    // The product server's schema (the link rule is contract/consoleContent.ts isSlideLink): the same words.
    const parsed = carouselSaveBody.safeParse({
      ...(slide ? { id: slide.id } : {}),
      position: draft.position,
      title: draft.title,
      subtitle: draft.subtitle,
      image: draft.image?.key ?? '',
      link: draft.link,
      theme: draft.theme,
      sort: /^\d+$/.test(sort) ? Number(sort) : Number.NaN,
      active: draft.active,
    });
    if (!parsed.success) {
      const found = schemaErrors(parsed.error, FIELDS);
      if (found.image) found.image = '请上传轮播图片';
      setErrors(found);
      return;
    }
    setErrors({});
    return save(parsed.data);
  };

  const save = async (body: CarouselSaveInput) => {
    const saved = await consoleCarouselApi.save(body);
    notifier().success('轮播图已保存');
    await onSaved(saved);
  };

  return (
    <FormDialog title={slide ? '编辑轮播图' : '新增轮播图'} onClose={onClose} onSubmit={submit}>
      <DictSelect
        dictType="carousel_position"
        label="显示位置"
        value={draft.position}
        onChange={(value) => set({ position: value })}
        emptyLabel={null}
        width="100%"
        required
        error={Boolean(errors.position)}
        helperText={errors.position}
      />
      <TextField
        label="标题"
        value={draft.title}
        onChange={(event) => set({ title: event.target.value })}
        required
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField
        label="副标题"
        value={draft.subtitle}
        onChange={(event) => set({ subtitle: event.target.value })}
        error={Boolean(errors.subtitle)}
        helperText={errors.subtitle}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
          轮播图片 *
        </Typography>
        <PhotoUploader
          label="轮播图片"
          max={1}
          value={draft.image ? [{ ...storedPicture(draft.image.url), key: draft.image.key }] : []}
          onChange={(files) => set({ image: files[0] ? { key: files[0].key, url: files[0].url } : null })}
          upload={(file) => consoleFileApi.upload(file, 'carousel')}
        />
        {errors.image ? <FormHelperText error>{errors.image}</FormHelperText> : null}
      </Box>
      <TextField
        label="链接"
        value={draft.link}
        onChange={(event) => set({ link: event.target.value })}
        required
        placeholder="/limitedOffer 或 https://…"
        error={Boolean(errors.link)}
        helperText={errors.link ?? '站内路径以 / 开头；外部链接以 http:、https:、mailto: 或 tel: 开头'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'start' }}>
        <TextField
          label="背景色"
          type="color"
          value={draft.theme}
          onChange={(event) => set({ theme: event.target.value })}
          error={Boolean(errors.theme)}
          helperText={errors.theme ?? draft.theme}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="排序"
          value={draft.sort}
          onChange={(event) => set({ sort: event.target.value })}
          required
          error={Boolean(errors.sort)}
          helperText={errors.sort ?? '数字小的在前'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel control={<Switch checked={draft.active} onChange={(event) => set({ active: event.target.checked })} />} label="启用" sx={{ mt: 0.5 }} />
      </Box>
    </FormDialog>
  );
}
