'use client';
/**
 * The back office's rich-text field (goods descriptions, news bodies) on mui-tiptap: headings
 * h2–h4, bold, italic, underline, strike, lists, links, quotes, inline code, rules, tables and
 * pictures uploaded as the work's own staff pictures, undo and redo. The value is HTML; the schema
 * (richTextExtensions) is what the product server's sanitiser keeps, so the saved text shows as
 * it was written. Toolbar texts are Chinese wherever mui-tiptap lets them be.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  LinkBubbleMenu,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonCode,
  MenuButtonEditLink,
  MenuButtonHorizontalRule,
  MenuButtonImageUpload,
  MenuButtonAddTable,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonRemoveFormatting,
  MenuButtonStrikethrough,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor as MuiRichTextEditor,
  TableBubbleMenu,
  type ImageNodeAttributes,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { UPLOAD_MIME_TYPES, type PublicUploadPurpose } from '@/contract/files';
import { isRichTextLink } from '@/contract/richText';
import { pickedFileProblem } from '@/components/upload/PhotoUploader';
import { consoleFileApi } from '@/lib/api/browser/console/files';
import { notifier } from '@/lib/http/notifier';
import { richTextExtensions } from './richTextExtensions';

export type RichTextEditorProps = {
  /** The field's name, for its heading and the editing area's accessible name (商品详情, 正文). */
  label: string;
  /** HTML; '' for nothing. */
  value: string;
  onChange: (html: string) => void;
  /** What the pictures are uploaded for (the button the product server asks for). */
  purpose: Extract<PublicUploadPurpose, 'goods' | 'news'>;
  disabled?: boolean;
  required?: boolean;
  /** A message under the field (a refusal, a rule). */
  error?: string;
  helperText?: string;
  minHeight?: number;
  /** The label only for assistive technology (a section of the same title shows it already). */
  labelHidden?: boolean;
};

/** Seen by screen readers only (MUI's visuallyHidden). */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const HEADING_LABELS = { paragraph: '正文', heading2: '标题 2', heading3: '标题 3', heading4: '标题 4', empty: '切换为…' };
const LINK_LABELS = {
  viewLinkEditButtonLabel: '编辑',
  viewLinkRemoveButtonLabel: '移除链接',
  editLinkAddTitle: '添加链接',
  editLinkEditTitle: '编辑链接',
  editLinkTextInputLabel: '链接文字',
  editLinkHrefInputLabel: '链接地址',
  editLinkCancelButtonLabel: '取消',
  editLinkSaveButtonLabel: '保存',
};
const TABLE_LABELS = {
  insertColumnBefore: '在左侧插入列',
  insertColumnAfter: '在右侧插入列',
  deleteColumn: '删除列',
  insertRowAbove: '在上方插入行',
  insertRowBelow: '在下方插入行',
  deleteRow: '删除行',
  mergeCells: '合并单元格',
  splitCell: '拆分单元格',
  toggleHeaderRow: '切换表头行',
  toggleHeaderColumn: '切换表头列',
  toggleHeaderCell: '切换表头单元格',
  deleteTable: '删除表格',
};
const ACCEPT = Object.keys(UPLOAD_MIME_TYPES).join(',');

/**
 * What a typed address becomes: kept when rich text keeps it, a bare host gets https://, and
 * anything else (javascript:, data: …) is kept as typed so the link is refused rather than rewritten.
 */
export function formatRichTextHref(typed: string): string {
  const href = typed.trim();
  if (href === '' || isRichTextLink(href) || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  return `https://${href}`;
}

/** The picture's alternative text: its file name without the extension. */
const altOf = (file: File) => file.name.replace(/\.[^.]+$/, '');

/**
 * Memoised: a form renders again on every keystroke in any of its fields, and the editor with its
 * toolbar is the heaviest part of it. A form passes a stable `onChange` for the memo to hold.
 */
export const RichTextEditor = memo(function RichTextEditor({
  label,
  value,
  onChange,
  purpose,
  disabled = false,
  required = false,
  error,
  helperText,
  minHeight = 240,
  labelHidden = false,
}: RichTextEditorProps) {
  const editorRef = useRef<RichTextEditorRef>(null);
  // The HTML this field last reported: a value that differs came from outside (a loaded document).
  const reported = useRef(value);
  const extensions = useMemo(() => richTextExtensions(), []);
  const labelId = `rich-text-${purpose}-label`;

  useEffect(() => {
    const editor = editorRef.current?.editor;
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value]);

  useEffect(() => {
    editorRef.current?.editor?.setEditable(!disabled);
  }, [disabled]);

  const uploadPictures = async (files: File[]): Promise<ImageNodeAttributes[]> => {
    const pictures: ImageNodeAttributes[] = [];
    for (const file of files) {
      const problem = pickedFileProblem(file);
      if (problem) {
        notifier().warning(`${file.name}：${problem}`);
        continue;
      }
      try {
        const uploaded = await consoleFileApi.upload(file, purpose);
        pictures.push({ src: uploaded.url, alt: altOf(file) });
      } catch {
        // Shown by the console's transport.
      }
    }
    return pictures;
  };

  return (
    <Box>
      {labelHidden ? (
        <Box component="span" id={labelId} sx={VISUALLY_HIDDEN}>
          {label}
        </Box>
      ) : (
        <Typography id={labelId} variant="body2" sx={{ mb: 0.75, color: error ? 'error.main' : 'text.secondary' }}>
          {label}
          {required ? ' *' : ''}
        </Typography>
      )}
      <MuiRichTextEditor
        ref={editorRef}
        extensions={extensions}
        content={value}
        editable={!disabled}
        // The console is rendered on the server too: the editor is made in the browser.
        immediatelyRender={false}
        editorProps={{ attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', 'data-testid': `rich-text-${purpose}` } }}
        onUpdate={({ editor }) => {
          const html = editor.isEmpty ? '' : editor.getHTML();
          reported.current = html;
          onChange(html);
        }}
        RichTextFieldProps={{
          variant: 'outlined',
          disabled,
          RichTextContentProps: { sx: { minHeight, '& .ProseMirror': { minHeight } } },
          MenuBarProps: { stickyOffset: 0 },
        }}
        sx={error ? { '& .MuiRichTextField-outlined, & fieldset': { borderColor: 'error.main' } } : undefined}
        renderControls={() => (
          <MenuControlsContainer>
            <MenuSelectHeading labels={HEADING_LABELS} aria-label="段落格式" />
            <MenuDivider />
            <MenuButtonBold tooltipLabel="加粗" />
            <MenuButtonItalic tooltipLabel="斜体" />
            <MenuButtonUnderline tooltipLabel="下划线" />
            <MenuButtonStrikethrough tooltipLabel="删除线" />
            <MenuButtonCode tooltipLabel="行内代码" />
            <MenuButtonRemoveFormatting tooltipLabel="清除格式" />
            <MenuDivider />
            <MenuButtonBulletedList tooltipLabel="无序列表" />
            <MenuButtonOrderedList tooltipLabel="有序列表" />
            <MenuButtonBlockquote tooltipLabel="引用" />
            <MenuButtonHorizontalRule tooltipLabel="分隔线" />
            <MenuDivider />
            <MenuButtonEditLink tooltipLabel="链接" />
            <MenuButtonImageUpload tooltipLabel="上传图片" onUploadFiles={uploadPictures} inputProps={{ accept: ACCEPT, 'aria-label': `上传${label}图片` }} />
            <MenuButtonAddTable tooltipLabel="插入表格" />
            <MenuDivider />
            <MenuButtonUndo tooltipLabel="撤销" />
            <MenuButtonRedo tooltipLabel="重做" />
          </MenuControlsContainer>
        )}
      >
        {() => (
          <>
            <LinkBubbleMenu labels={LINK_LABELS} formatHref={formatRichTextHref} />
            <TableBubbleMenu labels={TABLE_LABELS} />
          </>
        )}
      </MuiRichTextEditor>
      {error || helperText ? <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText> : null}
    </Box>
  );
});
