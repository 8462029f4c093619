'use client';
/**
 * /shipToAddress: the customer's address book — at most ADDRESS_BOOK_MAX addresses, one of them
 * the default that checkout preselects. Add, edit, delete (after a confirmation) and choose the
 * default; the list is read again after every change.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADDRESS_BOOK_MAX, addressLine, type AddressInput, type SavedAddress } from '@/contract/addresses';
import { addressApi } from '@/lib/api/browser/addresses';
import { useAddresses, useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { EmptyState } from '@/components/ui/EmptyState';
import { AddressDialog } from './AddressDialog';

type Editing = { address: SavedAddress | null; serial: number } | null;

export function AddressBook() {
  const { data: addresses, error, isLoading, mutate } = useAddresses();
  const revalidateAfter = useRevalidateAfter();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [serial, setSerial] = useState(0);

  const open = (address: SavedAddress | null) => {
    setSerial(serial + 1);
    setEditing({ address, serial: serial + 1 });
  };

  const save = async (body: AddressInput): Promise<boolean> => {
    try {
      if (editing?.address) await addressApi.update(editing.address.id, body);
      else await addressApi.add(body);
      notifier().success(editing?.address ? '地址已更新' : '地址已保存');
      await revalidateAfter('addressesChanged');
      return true;
    } catch {
      // Shown by the HTTP client (e.g. the book is full); the dialog keeps what was typed.
      return false;
    }
  };

  const act = async (address: SavedAddress, action: () => Promise<unknown>, done: string) => {
    setBusy(address.id);
    try {
      await action();
      notifier().success(done);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(null);
      await revalidateAfter('addressesChanged');
    }
  };

  const remove = async (address: SavedAddress) => {
    const confirmed = await notifier().confirm({
      title: '删除收货地址',
      message: `确定删除「${address.name} ${address.phone} ${addressLine(address)}」吗？${address.isDefault ? '删除后最新添加的地址将成为默认地址。' : ''}`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (confirmed) await act(address, () => addressApi.remove(address.id), '地址已删除');
  };

  if (error && !addresses) {
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
        收货地址加载失败，请稍后重试
      </Alert>
    );
  }
  if (isLoading || !addresses) return <Skeleton variant="rounded" height={240} aria-label="加载中" />;

  const full = addresses.length >= ADDRESS_BOOK_MAX;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary" data-testid="address-count">
          已保存 {addresses.length} / {ADDRESS_BOOK_MAX} 个地址{full ? '，已达上限，请先删除不用的地址' : ''}
        </Typography>
        <Button variant="contained" onClick={() => open(null)} disabled={full}>
          新增收货地址
        </Button>
      </Stack>
      {addresses.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title="还没有收货地址">
            <Typography variant="body2" color="text.secondary">
              新增一个地址，下单时可直接选用，无需重复填写。
            </Typography>
            <Button variant="outlined" onClick={() => open(null)}>
              新增收货地址
            </Button>
          </EmptyState>
        </Paper>
      ) : (
        <Box component="ul" aria-label="收货地址列表" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {addresses.map((address) => (
            <Paper
              component="li"
              variant="outlined"
              key={address.id}
              aria-label={`收货地址 ${address.name} ${addressLine(address)}`}
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', borderColor: address.isDefault ? 'primary.main' : undefined }}
            >
              <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
                  <Typography color="text.secondary">{address.phone}</Typography>
                  {address.isDefault ? <Chip size="small" color="primary" label="默认" /> : null}
                  {address.tag ? <Chip size="small" variant="outlined" label={address.tag} /> : null}
                </Stack>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{addressLine(address)}</Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                {address.isDefault ? null : (
                  <Button size="small" disabled={busy === address.id} onClick={() => void act(address, () => addressApi.setDefault(address.id), '已设为默认地址')}>
                    设为默认
                  </Button>
                )}
                <Button size="small" onClick={() => open(address)}>
                  编辑
                </Button>
                <Button size="small" color="error" disabled={busy === address.id} onClick={() => void remove(address)}>
                  删除
                </Button>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      {editing ? <AddressDialog key={editing.serial} open editing={editing.address} firstAddress={addresses.length === 0} onClose={() => setEditing(null)} onSave={save} /> : null}
    </Stack>
  );
}
