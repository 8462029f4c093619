/** The console's form dialog: named by its title, busy only while a save runs, a refusal keeps it open. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { FormDialog, type FormDialogProps } from '../FormDialog';

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
});
afterEach(() => notices.restore());

/** A save the test settles itself. */
function pendingSave() {
  let settle: { resolve: () => void; reject: (reason: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onClose = jest.fn();
  render(
    <FormDialog title="新增设备" onClose={onClose} onSubmit={() => undefined} {...props}>
      <label>
        序列号
        <input name="serialNo" />
      </label>
    </FormDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: '新增设备' });
  return {
    onClose,
    dialog,
    cancel: within(dialog).getByRole('button', { name: '取消' }),
    submit: within(dialog).getByRole('button', { name: typeof props.submitLabel === 'string' ? props.submitLabel : '确定' }),
  };
}

test('the title names the dialog; 取消 closes it, 确定 submits the form', () => {
  const onSubmit = jest.fn(() => undefined);
  const { onClose, dialog, cancel, submit } = renderDialog({ onSubmit });
  expect(dialog).toHaveAttribute('aria-labelledby', within(dialog).getByRole('heading', { name: '新增设备' }).id);
  fireEvent.click(submit);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  fireEvent.click(cancel);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a form that stops at its checks never turns busy', () => {
  const { submit, cancel } = renderDialog({ onSubmit: () => undefined });
  fireEvent.click(submit);
  expect(submit).toBeEnabled();
  expect(cancel).toBeEnabled();
});

test('while a save runs both buttons are off and the dialog does not close; a refusal turns them on again', async () => {
  const save = pendingSave();
  const onSubmit = jest.fn(() => save.promise);
  const { onClose, dialog, submit, cancel } = renderDialog({ onSubmit, submitLabel: '开始导入', busyLabel: '导入中…' });
  fireEvent.click(submit);
  expect(submit).toBeDisabled();
  expect(submit).toHaveTextContent('导入中…');
  expect(cancel).toBeDisabled();
  fireEvent.submit(submit.closest('form') as HTMLFormElement);
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();

  await act(async () => save.reject(new Error('refused')));
  expect(submit).toBeEnabled();
  expect(submit).toHaveTextContent('开始导入');
  expect(cancel).toBeEnabled();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a question before the save leaves the dialog as it was while it is open and when declined; confirmed, the save makes it busy', async () => {
  const save = pendingSave();
  const { submit } = renderDialog({
    onSubmit: (ask) => ask({ title: '系统提示', message: '确定吗？', confirmText: '确定', cancelText: '取消' }).then((yes) => (yes ? save.promise : undefined)),
  });
  fireEvent.click(submit);
  expect(notices.confirms).toHaveLength(1);
  expect(submit).toBeEnabled();
  await act(async () => notices.answer(false));
  expect(submit).toBeEnabled();

  fireEvent.click(submit);
  await act(async () => notices.answer(true));
  expect(submit).toBeDisabled();
  await act(async () => save.resolve());
  expect(submit).toBeEnabled();
});

test('a problem with the form as a whole is an alert under the fields; the submit button can be off until there is something to send', () => {
  const { submit } = renderDialog({ error: '文件中有 2 处问题', submitDisabled: true });
  expect(screen.getByRole('alert')).toHaveTextContent('文件中有 2 处问题');
  expect(submit).toBeDisabled();
});
