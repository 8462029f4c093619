/** 备案与证照: the record rules before sending, every field sent, read-only without legal:edit. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LegalFacts, LegalFactsSettings } from '@/contract/legal';
import { ADMIN, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import LegalFactsPage from '../LegalFactsPage';
import { LEGAL_FACTS } from '@/test/fixtures/legal';

const FACTS = LEGAL_FACTS;

let notices: RecordingNotifier;
let saved: unknown[];
let settings: LegalFactsSettings;
beforeEach(() => {
  notices = recordNotices();
  saved = [];
  settings = { facts: FACTS, updatedAt: '2026-11-20 10:00:00', updatedBy: null };
  server.use(
    http.get(apiUrl('api/sys/legal/info'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: settings })),
    http.post(apiUrl('api/sys/legal/save'), async ({ request }) => {
      const body = (await request.json()) as LegalFacts;
      saved.push(body);
      return HttpResponse.json({ code: 200, msg: '备案与证照信息已保存', data: { facts: body, updatedAt: '2026-11-28 09:00:00', updatedBy: 'admin' } });
    }),
  );
});
afterEach(() => notices.restore());

const open = (buttons: readonly string[] = ['legal:edit']) => renderConsolePage(LegalFactsPage, { path: '/console/legal', staff: ADMIN, buttons });

test('a malformed record number is refused in Chinese before sending; a good one sends every field', async () => {
  open();
  const icp = await screen.findByLabelText(/^ICP 备案号/);
  expect(icp).toHaveValue('粤ICP备2023012345号-1');
  fireEvent.change(icp, { target: { value: 'ICP备123号' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('ICP 备案号格式不正确，如 粤ICP备2023012345号-1')).toBeInTheDocument();
  expect(saved).toEqual([]);

  fireEvent.change(icp, { target: { value: '粤ICP备2023012345号-2' } });
  fireEvent.change(screen.getByLabelText(/^增值电信业务经营许可证/), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(saved).toEqual([{ ...FACTS, icpRecord: '粤ICP备2023012345号-2', telecomLicence: '' }]));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '备案与证照信息已保存' }));
  expect(await screen.findByText('最后修改：2026-11-28 09:00:00（admin）')).toBeInTheDocument();
  expect(screen.getByText('所有修改已保存')).toBeInTheDocument();
});

test('before the facts are set the page warns that the footer shows none; without legal:edit it is read-only', async () => {
  settings = { facts: null, updatedAt: null, updatedBy: null };
  const { unmount } = open();
  expect(await screen.findByText(/尚未填写备案与证照信息/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^企业名称/)).toHaveValue('');
  unmount();

  settings = { facts: FACTS, updatedAt: '2026-11-20 10:00:00', updatedBy: null };
  open([]);
  expect(await screen.findByText('您没有修改备案与证照的权限，只能查看。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  expect(screen.getByLabelText(/^企业名称/)).toBeDisabled();
});
