'use client';
/**
 * 后台用户 (admin only): the back office's logins with their role, shop, phone and open sessions.
 * Added and edited through a dialog; 停用 ends every session of the login at once (one's own
 * account cannot be disabled: the product server says so); 重置密码 sets a new one. A change of
 * one's own account reads the menu again, so the routes follow without a reload.
 */
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleUser } from '@/contract/consoleUsers';
import { enabledValue } from '@/lib/api/browser/console/filters';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { consoleUserApi } from '@/lib/api/browser/console/users';
import { rebuildRoutes } from '@/lib/console/rebuild';
import { DictTag } from '../../dict/DictTag';
import { useConsoleStaff } from '../../hooks';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dateTimeColumn, dictColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { exportFileName } from './exportFile';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RowAction } from './RowAction';
import { UserDialog } from './UserDialog';
import { useStoreOptions } from './useStoreOptions';
import { askThenChange } from '../../askThenChange';

const RESOURCE = 'users';

type Acting = { kind: 'edit'; user: ConsoleUser | null } | { kind: 'password'; user: ConsoleUser } | null;

export default function UsersPage() {
  const staff = useConsoleStaff();
  const stores = useStoreOptions();
  const [acting, setActing] = useState<Acting>(null);
  const isSelf = (user: ConsoleUser | null) => user !== null && String(user.id) === staff.userId;

  const filters = useMemo<readonly FilterField[]>(
    () => [
      { name: 'keyword', label: '关键词', kind: 'text', placeholder: '账号、姓名或手机号' },
      { name: 'role', label: '角色', kind: 'dict', dictType: 'sys_user_role', width: 140 },
      { name: 'storeId', label: '所属店铺', kind: 'select', options: stores },
      { name: 'status', label: '状态', kind: 'dict', dictType: 'sys_normal_disable', width: 120 },
    ],
    [stores],
  );

  const afterChange = async (user: ConsoleUser) => {
    await refreshTable(RESOURCE);
    // One's own account: the menu and buttons may follow the change (the route table can be rebuilt: docs/storefront.md#console-menu).
    if (isSelf(user)) await rebuildRoutes();
  };

  const toggleDisabled = async (user: ConsoleUser) => {
    const disabled = !user.disabled;
    await askThenChange({
      question: disabled ? `确认停用用户「${user.nickName}（${user.username}）」吗？停用后其登录会话立即失效。` : `确认启用用户「${user.nickName}（${user.username}）」吗？`,
      change: () => consoleUserApi.setDisabled(user.id, disabled),
      done: disabled ? '用户已停用' : '用户已启用',
      then: () => afterChange(user),
    });
  };

  const columns: GridColDef<ConsoleUser>[] = [
    { field: 'id', headerName: '编号', width: 60, sortable: false },
    { field: 'username', headerName: '登录账号', width: 140 },
    { field: 'nickName', headerName: '姓名', width: 120, sortable: false },
    dictColumn<ConsoleUser>('role', '角色', 'sys_user_role', { sortable: false, width: 105 }),
    { field: 'storeName', headerName: '所属店铺', flex: 1, minWidth: 130, sortable: false, valueFormatter: (value: string | null) => value ?? '—' },
    { field: 'phone', headerName: '手机号码', width: 115, sortable: false, valueFormatter: (value: string | null) => value ?? '—' },
    {
      field: 'disabled',
      headerName: '状态',
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <DictTag dictType="sys_normal_disable" value={enabledValue(!row.disabled)} />
        </CellContent>
      ),
    },
    { field: 'sessions', headerName: '在线会话', width: 85, type: 'number', sortable: false },
    dateTimeColumn<ConsoleUser>('createdAt', '创建时间', { width: 160 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 160,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Permitted perm="user:edit">
            <RowAction onClick={() => setActing({ kind: 'edit', user: row })} aria-label={`修改 ${row.username}`}>
              修改
            </RowAction>
            <RowAction color={row.disabled ? 'success' : 'error'} onClick={() => void toggleDisabled(row)} aria-label={`${row.disabled ? '启用' : '停用'} ${row.username}`}>
              {row.disabled ? '启用' : '停用'}
            </RowAction>
          </Permitted>
          <Permitted perm="user:resetPwd">
            <RowAction onClick={() => setActing({ kind: 'password', user: row })} aria-label={`重置密码 ${row.username}`}>
              重置密码
            </RowAction>
          </Permitted>
        </CellContent>
      ),
    },
  ];

  return (
    <>
      <ConsoleTable<ConsoleUser>
        label="后台用户"
        resource={RESOURCE}
        load={consoleUserApi.list}
        columns={columns}
        filters={filters}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        exportTo={{ endpoint: consoleUserApi.export, fileName: exportFileName('后台用户'), form: consoleUserApi.exportForm }}
        emptyText="暂无用户"
        actions={
          <Permitted perm="user:add">
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setActing({ kind: 'edit', user: null })}>
              新增
            </Button>
          </Permitted>
        }
      />
      {acting?.kind === 'edit' ? (
        <UserDialog
          user={acting.user}
          self={isSelf(acting.user)}
          stores={stores}
          onClose={() => setActing(null)}
          onSaved={async (saved) => {
            setActing(null);
            await afterChange(saved);
          }}
        />
      ) : null}
      {acting?.kind === 'password' ? (
        <ResetPasswordDialog
          user={acting.user}
          onClose={() => setActing(null)}
          onDone={async () => {
            setActing(null);
            await refreshTable(RESOURCE);
          }}
        />
      ) : null}
    </>
  );
}
