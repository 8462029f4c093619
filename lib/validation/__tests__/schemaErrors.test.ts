/** A form's messages from the product server's schema: one per field, the page's own first. */
import { z } from 'zod';
import { errorsByField, fieldErrors, firstMessage, schemaErrors } from '../form';

const body = z.strictObject({
  id: z.number(),
  name: z.string().min(1, '请输入名称').max(3, '名称太长'),
  address: z.strictObject({ phone: z.string().regex(/^1\d{10}$/, '手机号码格式不正确') }),
});

test('each field gets the first message on it; paths that are no field of the form are left out', () => {
  const { error } = body.safeParse({ id: 'x', name: '', address: { phone: '12' } });
  expect(schemaErrors(error, ['name'] as const)).toEqual({ name: '请输入名称' });
});

test('a message the page found itself stays, and a nested path maps to its field', () => {
  const { error } = body.safeParse({ id: 1, name: 'abcd', address: { phone: '12' } });
  const found = schemaErrors(error, ['name', 'phone'] as const, { name: '名称已被占用' }, (path) => (path[0] === 'address' ? path[1] : path[0]));
  expect(found).toEqual({ name: '名称已被占用', phone: '手机号码格式不正确' });
  expect(schemaErrors(undefined, ['name'] as const)).toEqual({});
});

test('without a list of fields each top-level key gets its first message; one about the whole value goes where the form says', () => {
  const { error } = body.safeParse({ id: 1, name: '', address: { phone: '12' }, extra: true });
  expect(errorsByField(error, 'name')).toEqual({ name: '请输入名称', address: '手机号码格式不正确' });
  expect(Object.keys(errorsByField(error))).toEqual(['name', 'address', '_form']);
  expect(errorsByField(undefined)).toEqual({});
});

test('a form checked with a schema directly: the same messages, none when valid', () => {
  expect(fieldErrors(body, { id: 1, name: 'abcd', address: { phone: '13800138000' } })).toEqual({ name: '名称太长' });
  expect(fieldErrors(body, { id: 1, name: 'ab', address: { phone: '13800138000' } })).toEqual({});
  expect(fieldErrors(z.string({ error: '请输入内容' }), 1, 'content')).toEqual({ content: '请输入内容' });
});

test('a single value: its first message, none when valid', () => {
  const reason = z.string().trim().min(2, '请至少输入 2 个字').max(4, '最多 4 个字');
  expect(firstMessage(reason.safeParse(' 好 ').error)).toBe('请至少输入 2 个字');
  expect(firstMessage(reason.safeParse('好的').error)).toBeUndefined();
});
