/** Product-server answers (docs/product-rules.md#envelope) for msw handlers. */
import { HttpResponse } from 'msw';

export function envelope(code: number, msg: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ code, msg, ...extra });
}

export function ok(data?: unknown) {
  return HttpResponse.json(data === undefined ? { code: 200, msg: '操作成功' } : { code: 200, msg: '操作成功', data });
}
