'use client';
/**
 * A change a staff member starts from a row (删除, 停用, 通过 …): 系统提示 asks first (unless
 * `question` is null: a harmless direction such as 启用), then the product server is called; a
 * refusal is shown by the transport and nothing more happens; a change that went through is said
 * in a toast and `then` refreshes what shows it. Answers whether it went through.
 */
import { notifier } from '@/lib/http/notifier';

type Change = {
  question: string | null;
  /** The question's title (系统提示 unless the decision has its own name). */
  title?: string;
  confirmText?: string;
  change: () => Promise<unknown>;
  done: string;
  then: () => Promise<unknown>;
};

export async function askThenChange({ question, title = '系统提示', confirmText = '确定', change, done, then }: Change): Promise<boolean> {
  if (question !== null && !(await notifier().confirm({ title, message: question, confirmText, cancelText: '取消' }))) return false;
  try {
    await change();
  } catch {
    return false;
  }
  notifier().success(done);
  await then();
  return true;
}
