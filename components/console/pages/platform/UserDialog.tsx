'use client';
/**
 * Adds or edits a back-office login. The role follows docs/product-rules.md#back-office (trimmed, admin or
 * editor); an editor belongs to one shop and an admin to none, so the shop select shows only for
 * an editor; the initial password (contract/auth.ts's rule) is set on creation only, later through
 * 重置密码. One's own role and shop cannot be changed (the product server refuses it too).
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { userSaveBody, type ConsoleUser, type UserSaveInput } from '@/contract/consoleUsers';
import { consoleUserApi } from '@/lib/api/browser/console/users';
import { notifier } from '@/lib/http/notifier';
import { DictSelect } from '../../dict/DictSelect';
import { FormDialog } from '../../form/FormDialog';
import type { StoreOption } from './useStoreOptions';
import { schemaErrors } from '@/lib/validation/form';

const FIELDS = ['username', 'nickName', 'role', 'storeId', 'phone', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, string>;

export const PASSWORD_HINT = '8–32 位，须同时包含字母和数字，不能有空格';

type Props = {
  user: ConsoleUser | null;
  /** The logged-in staff member: their own role and shop are fixed. */
  self: boolean;
  stores: readonly StoreOption[];
  onClose: () => void;
  onSaved: (user: ConsoleUser) => void | Promise<void>;
};

export function UserDialog({ user, self, stores, onClose, onSaved }: Props) {
  const [form, setForm] = useState<Form>(() => ({
    username: user?.username ?? '',
    nickName: user?.nickName ?? '',
    role: user?.role ?? '',
    storeId: user?.storeId ? String(user.storeId) : '',
    phone: user?.phone ?? '',
    password: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const editor = form.role.trim() === 'editor';

  const submit = () => {
    const parsed = userSaveBody.safeParse({
      ...(user ? { id: user.id } : {}),
      username: form.username,
      nickName: form.nickName,
      role: form.role,
      // An admin belongs to no shop: a shop chosen before switching to admin is not sent.
      storeId: editor && form.storeId ? Number(form.storeId) : null,
      phone: form.phone,
      ...(user ? {} : { password: form.password }),
    });
    const found: Partial<Record<Field, string>> = {};
    if (form.role.trim() === '') found.role = '请选择角色';
    schemaErrors(parsed.error, FIELDS, found);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    return save(parsed.data);
  };

  const save = async (body: UserSaveInput) => {
    const saved = await consoleUserApi.save(body);
    notifier().success('用户已保存');
    await onSaved(saved);
  };

  return (
    <FormDialog title={user ? '修改用户' : '新增用户'} onClose={onClose} onSubmit={submit} fullWidth maxWidth="sm">
      <TextField
        label="登录账号"
        value={form.username}
        onChange={(event) => set('username')(event.target.value)}
        required
        fullWidth
        autoComplete="off"
        error={Boolean(errors.username)}
        helperText={errors.username ?? '4–30 位小写字母、数字或下划线'}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField
        label="姓名"
        value={form.nickName}
        onChange={(event) => set('nickName')(event.target.value)}
        required
        fullWidth
        error={Boolean(errors.nickName)}
        helperText={errors.nickName}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <DictSelect
        dictType="sys_user_role"
        label="角色"
        name="role"
        value={form.role}
        onChange={set('role')}
        emptyLabel={null}
        width="100%"
        required
        disabled={self}
        error={Boolean(errors.role)}
        helperText={errors.role ?? (self ? '不能修改自己的角色或所属店铺' : '平台管理员管理全部店铺；商家员工只管理所属店铺')}
      />
      {editor ? (
        <TextField
          select
          label="所属店铺"
          name="storeId"
          value={form.storeId}
          onChange={(event) => set('storeId')(event.target.value)}
          required
          fullWidth
          disabled={self}
          error={Boolean(errors.storeId)}
          helperText={errors.storeId}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="" disabled>
            请选择店铺
          </MenuItem>
          {stores.map((store) => (
            <MenuItem key={store.value} value={store.value}>
              {store.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label="手机号码"
        value={form.phone}
        onChange={(event) => set('phone')(event.target.value)}
        fullWidth
        error={Boolean(errors.phone)}
        helperText={errors.phone ?? '商家设置密码的验证码发送至此号码，可不填'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      {user ? null : (
        <TextField
          label="初始密码"
          type="password"
          value={form.password}
          onChange={(event) => set('password')(event.target.value)}
          required
          fullWidth
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={errors.password ?? PASSWORD_HINT}
        />
      )}
    </FormDialog>
  );
}
