/**
 * Pages with unsaved changes, by tab path (a goods item being edited, say): closing or refreshing
 * such a tab asks first, as leaving the site does (beforeunload). Switching tabs never asks: the
 * hidden tab keeps its form.
 */
import { notifier } from '@/lib/http/notifier';

export const UNSAVED_CHANGES_MESSAGE = '当前页面有未保存的修改，离开后修改将丢失，确定离开吗？';

const guarded = new Map<string, string>();

/** Marks a tab's page as holding unsaved changes until the returned release is called. */
export function guardLeaving(path: string, message: string = UNSAVED_CHANGES_MESSAGE): () => void {
  guarded.set(path, message);
  return () => {
    if (guarded.get(path) === message) guarded.delete(path);
  };
}

/**
 * Runs `leave` at once when the tab's page holds nothing unsaved, else after the user confirms
 * (synchronous in the first case: a plain close stays a plain click).
 */
export function whenMayLeave(path: string, leave: () => void): void {
  const message = guarded.get(path);
  if (message === undefined) {
    leave();
    return;
  }
  void confirmLeaving(path, message).then((confirmed) => {
    if (confirmed) leave();
  });
}

async function confirmLeaving(path: string, message: string): Promise<boolean> {
  const confirmed = await notifier().confirm({ title: '系统提示', message, confirmText: '确定离开', cancelText: '继续编辑' });
  if (confirmed) guarded.delete(path);
  return confirmed;
}
