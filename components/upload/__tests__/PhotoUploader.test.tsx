import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';
import type { UploadedFile } from '@/contract/files';
import { PhotoUploader } from '@/components/upload/PhotoUploader';
import { setNotifier, type Notifier } from '@/lib/http/notifier';

function Harness({ max = 2 }: { max?: number }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return <PhotoUploader purpose="service" label="照片" max={max} value={files} onChange={setFiles} />;
}

function recordingNotifier() {
  const warnings: string[] = [];
  const notes: Notifier = { success: () => undefined, info: () => undefined, warning: (message) => void warnings.push(message), error: () => undefined, confirm: async () => true };
  return { warnings, restore: setNotifier(notes) };
}

test('uploads picked images one by one, shows each, and stops offering more at the limit', async () => {
  const purposes: string[] = [];
  let serial = 0;
  server.use(
    http.post(apiUrl('api/file/upload'), async ({ request }) => {
      const form = await request.formData();
      purposes.push(String(form.get('purpose')));
      serial += 1;
      const key = `${String(serial).padStart(32, '0')}.png`;
      return HttpResponse.json({ code: 200, msg: '上传成功', data: { key, mime: 'image/png', size: 10, url: `/prod-api/api/file/${key}` } });
    }),
  );
  render(<Harness max={2} />);
  const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('上传照片'), [png('a.png'), png('b.png')]);
  expect(await screen.findByAltText('照片 2')).toBeInTheDocument();
  expect(screen.getByAltText('照片 1')).toHaveAttribute('src', expect.stringContaining('/prod-api/api/file/'));
  expect(purposes).toEqual(['service', 'service']);
  expect(screen.queryByLabelText('上传照片')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '删除照片 1' }));
  await waitFor(() => expect(screen.queryByAltText('照片 2')).not.toBeInTheDocument());
  expect(screen.getByLabelText('上传照片')).toBeInTheDocument();
});

test('a file of the wrong type or over 5 MB is told at once and never sent', async () => {
  const { warnings, restore } = recordingNotifier();
  let sent = 0;
  server.use(
    http.post(apiUrl('api/file/upload'), () => {
      sent += 1;
      return HttpResponse.json({ code: 500, msg: 'unexpected' });
    }),
  );
  render(<Harness />);
  const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'x.gif', { type: 'image/gif' });
  const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('上传照片'), [gif, huge], { applyAccept: false });
  expect(warnings).toEqual(['x.gif：仅支持 JPEG、PNG 或 WebP 格式的图片', 'big.png：图片不能超过 5 MB']);
  expect(sent).toBe(0);
  restore();
});
