'use client';
/**
 * Adds or edits one article (资讯管理): title, type, summary, cover, source, author, publishing
 * time, the body in the rich-text editor and draft or published. Checked with the product
 * server's own schema; a refusal leaves the dialog open with everything typed.
 */
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NEWS_STATUSES, newsSaveBody, type ConsoleNewsDetail, type NewsStatus } from '@/contract/consoleContent';
import { NEWS_TYPES, type NewsType } from '@/contract/news';
import { PhotoUploader } from '@/components/upload/PhotoUploader';
import { consoleFileApi } from '@/lib/api/browser/console/files';
import { consoleNewsApi, type NewsSaveBody } from '@/lib/api/browser/console/news';
import { notifier } from '@/lib/http/notifier';
import { DictSelect } from '../../dict/DictSelect';
import { FormDialog } from '../../form/FormDialog';
import { RichTextEditor } from '../../form/RichTextEditor';
import { pictureValue } from '../../form/pictures';
import { useLeaveGuard } from '../../hooks';
import { schemaErrors } from '@/lib/validation/form';

type NewsDialogProps = {
  /** null: a new article. */
  article: ConsoleNewsDetail | null;
  onClose: () => void;
  onSaved: (saved: ConsoleNewsDetail) => void | Promise<void>;
};

type Draft = {
  type: NewsType | '';
  title: string;
  summary: string;
  /** An upload's key, or the stored path. */
  cover: { key: string; url: string } | null;
  source: string;
  author: string;
  content: string;
  status: NewsStatus;
  /** `YYYY-MM-DDTHH:mm:ss` as the input holds it; '' for none. */
  publishedAt: string;
};

const FIELDS = ['type', 'title', 'summary', 'cover', 'source', 'author', 'content', 'status', 'publishedAt'] as const;
type Field = (typeof FIELDS)[number];
const STATUS_NAMES: Record<NewsStatus, string> = { draft: '存为草稿', published: '发布' };

/** `YYYY-MM-DD HH:mm:ss` ⇄ the datetime-local input's `YYYY-MM-DDTHH:mm:ss`. */
const toInput = (wire: string) => wire.replace(' ', 'T');
const toWire = (input: string) => {
  const [day, time = ''] = input.split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
};

function draftOf(article: ConsoleNewsDetail | null): Draft {
  if (!article) return { type: 'news', title: '', summary: '', cover: null, source: '', author: '', content: '', status: 'draft', publishedAt: '' };
  return {
    type: article.type,
    title: article.title,
    summary: article.summary,
    cover: article.cover ? { key: article.cover, url: article.cover } : null,
    source: article.source,
    author: article.author,
    content: article.content,
    status: article.status,
    publishedAt: article.status === 'published' ? toInput(article.publishedAt) : '',
  };
}

/** What the dialog sends: the publishing time only when the user set one that differs from the article's. */
export function newsBodyOf(draft: Draft, article: ConsoleNewsDetail | null): Record<string, unknown> {
  const publishedAt = draft.publishedAt && (!article || toWire(draft.publishedAt) !== article.publishedAt) ? toWire(draft.publishedAt) : undefined;
  return {
    ...(article ? { id: article.id } : {}),
    type: draft.type || undefined,
    title: draft.title,
    summary: draft.summary,
    cover: draft.cover?.key ?? null,
    source: draft.source,
    author: draft.author,
    content: draft.content,
    status: draft.status,
    ...(publishedAt ? { publishedAt } : {}),
  };
}

export function NewsDialog({ article, onClose, onSaved }: NewsDialogProps) {
  const [initial] = useState(() => draftOf(article));
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useLeaveGuard(dirty);
  const set = useCallback((patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch })), []);
  // Stable, so the memoised editor is not rendered again for a keystroke in another field.
  const setContent = useCallback((content: string) => set({ content }), [set]);

  const close = async () => {
    if (dirty && !(await notifier().confirm({ title: '系统提示', message: '资讯有未保存的修改，确定放弃吗？', confirmText: '放弃修改', cancelText: '继续编辑' }))) return;
    onClose();
  };

  const submit = () => {
    // The product server's schema: the same rules and the same words.
    const parsed = newsSaveBody.safeParse(newsBodyOf(draft, article));
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    return save(parsed.data);
  };

  const save = async (body: NewsSaveBody) => {
    const saved = await consoleNewsApi.save(body);
    notifier().success(saved.status === 'published' ? (saved.scheduled ? `资讯已保存，将于 ${saved.publishedAt} 发布` : '资讯已发布') : '资讯已存为草稿');
    await onSaved(saved);
  };

  return (
    <FormDialog
      title={article ? '编辑资讯' : '新增资讯'}
      onClose={() => void close()}
      onSubmit={submit}
      submitLabel={draft.status === 'published' ? '保存并发布' : '保存草稿'}
      maxWidth="lg"
      disableEnforceFocus
      contentSx={{ gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="标题"
          value={draft.title}
          onChange={(event) => set({ title: event.target.value })}
          required
          error={Boolean(errors.title)}
          helperText={errors.title ?? `${draft.title.trim().length}/60`}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          label="摘要"
          value={draft.summary}
          onChange={(event) => set({ summary: event.target.value })}
          multiline
          minRows={2}
          error={Boolean(errors.summary)}
          helperText={errors.summary ?? `列表中显示的简介，${draft.summary.trim().length}/200`}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <TextField
            label="来源"
            value={draft.source}
            onChange={(event) => set({ source: event.target.value })}
            error={Boolean(errors.source)}
            helperText={errors.source}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <TextField
            label="作者"
            value={draft.author}
            onChange={(event) => set({ author: event.target.value })}
            error={Boolean(errors.author)}
            helperText={errors.author}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <DictSelect
          dictType="news_type"
          label="类型"
          value={draft.type}
          onChange={(value) => set({ type: NEWS_TYPES.find((type) => type === value) ?? '' })}
          emptyLabel={null}
          width="100%"
          required
          error={Boolean(errors.type)}
          helperText={errors.type}
        />
        <FormControl>
          <FormLabel id="news-status-label">状态</FormLabel>
          <RadioGroup
            row
            aria-labelledby="news-status-label"
            value={draft.status}
            onChange={(event) => set({ status: NEWS_STATUSES.find((status) => status === event.target.value) ?? 'draft' })}
          >
            {NEWS_STATUSES.map((status) => (
              <FormControlLabel key={status} value={status} control={<Radio size="small" />} label={STATUS_NAMES[status]} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          type="datetime-local"
          label="发布时间"
          value={draft.publishedAt}
          onChange={(event) => set({ publishedAt: event.target.value })}
          error={Boolean(errors.publishedAt)}
          helperText={errors.publishedAt ?? '留空：发布时取当前时间；填写以后的时间则到时自动发布'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
            封面
          </Typography>
          <PhotoUploader
            label="封面"
            max={1}
            value={draft.cover ? pictureValue(draft.cover.url).map((file) => ({ ...file, key: draft.cover?.key ?? file.key })) : []}
            onChange={(files) => set({ cover: files[0] ? { key: files[0].key, url: files[0].url } : null })}
            upload={(file) => consoleFileApi.upload(file, 'news')}
          />
          {errors.cover ? <FormHelperText error>{errors.cover}</FormHelperText> : null}
        </Box>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RichTextEditor label="正文" purpose="news" value={draft.content} onChange={setContent} required error={errors.content} minHeight={280} />
      </Box>
    </FormDialog>
  );
}
