/** The rich-text field: Chinese toolbar, pictures uploaded as the work's staff pictures and inserted at their public address. */
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import '@/test/rich-text-layout';
import { RichTextEditor } from '../RichTextEditor';

const KEY = `${'b'.repeat(32)}.png`;

function Harness({ initial, onHtml }: { initial: string; onHtml: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <RichTextEditor
      label="商品详情"
      purpose="goods"
      value={html}
      onChange={(next) => {
        setHtml(next);
        onHtml(next);
      }}
    />
  );
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

test('shows the value with a Chinese toolbar, and an uploaded picture goes into the HTML at its public address', async () => {
  const purposes: string[] = [];
  server.use(
    http.post(apiUrl('api/sys/file/upload'), async ({ request }) => {
      purposes.push(String((await request.formData()).get('purpose')));
      return HttpResponse.json({ code: 200, msg: '上传成功', data: { key: KEY, mime: 'image/png', size: 4, url: `/files/${KEY}`, purpose: 'goods' } });
    }),
  );
  const seen: string[] = [];
  render(<Harness initial="<h2>配置说明</h2><p>轻薄<strong>商务本</strong></p>" onHtml={(html) => seen.push(html)} />);
  const area = await screen.findByRole('textbox', { name: '商品详情' });
  await waitFor(() => expect(area).toHaveTextContent('配置说明轻薄商务本'));
  for (const name of ['加粗', '斜体', '下划线', '删除线', '无序列表', '有序列表', '引用', '分隔线', '链接', '上传图片', '插入表格', '撤销', '重做']) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }

  await userEvent.upload(screen.getByLabelText('上传商品详情图片'), png('正面照.png'));
  await waitFor(() => expect(seen.at(-1)).toContain(`<img src="/files/${KEY}" alt="正面照"`));
  expect(purposes).toEqual(['goods']);
  expect(seen.at(-1)).toContain('<h2>配置说明</h2>');
});

test('a picture of the wrong type is told at once and never sent', async () => {
  const notices = recordNotices();
  let sent = 0;
  server.use(
    http.post(apiUrl('api/sys/file/upload'), () => {
      sent += 1;
      return HttpResponse.json({ code: 500, msg: 'unexpected' });
    }),
  );
  const seen: string[] = [];
  render(<Harness initial="<p>正文</p>" onHtml={(html) => seen.push(html)} />);
  await screen.findByRole('textbox', { name: '商品详情' });
  await userEvent.upload(screen.getByLabelText('上传商品详情图片'), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
  await waitFor(() => expect(notices.seen).toEqual([{ type: 'warning', message: 'a.gif：仅支持 JPEG、PNG 或 WebP 格式的图片' }]));
  expect(sent).toBe(0);
  expect(seen).toEqual([]);
  notices.restore();
});
