'use client';
/**
 * 上架 / 下架 of one goods item or several (button goods:publish): asks first, sends, says what
 * changed, and lists the goods that could not go on sale with the product server's reason
 * (请至少上传 1 张商品图片 …). The goods list and every editor showing them read again.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { mutate } from 'swr';
import { GOODS_MESSAGES, type GoodsPublishResult } from '@/contract/goodsConsole';
import { consoleGoodsApi } from '@/lib/api/browser/console/goods';
import { CONSOLE_KEYS, refreshTable } from '@/lib/api/browser/console/keys';
import { notifier } from '@/lib/http/notifier';

export const GOODS_RESOURCE = 'goods';

type Refused = GoodsPublishResult['refused'];

/** Reads again what shows the goods: every goods table (and its counts) and the editors of `ids`. */
export async function goodsChanged(ids: readonly number[] = []): Promise<void> {
  await Promise.all([refreshTable(GOODS_RESOURCE), ...ids.map((id) => mutate(CONSOLE_KEYS.goodsDocument(id)))]);
}

function summary(result: GoodsPublishResult, onSale: boolean): string {
  if (result.changed.length === 0) return GOODS_MESSAGES.unchanged;
  return onSale ? GOODS_MESSAGES.published(result.changed.length) : GOODS_MESSAGES.withdrawn(result.changed.length);
}

export function usePublishGoods() {
  const [refused, setRefused] = useState<Refused>([]);

  /** `names`: what the question calls them (one name, or 选中的 3 件商品). Answers the result, or null when not sent or refused. */
  const publish = async (ids: number[], onSale: boolean, names: string): Promise<GoodsPublishResult | null> => {
    const action = onSale ? '上架' : '下架';
    const confirmed = await notifier().confirm({
      title: '系统提示',
      message: onSale ? `确认${action}${names}吗？上架后买家即可在商城中看到并租赁。` : `确认${action}${names}吗？下架后商品将从商城的所有页面消失，已有订单不受影响。`,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!confirmed) return null;
    let result: GoodsPublishResult;
    try {
      result = await consoleGoodsApi.publish(ids, onSale);
    } catch {
      // Shown by the transport (商品「…」不能上架：… when nothing changed); the goods may have changed meanwhile.
      await goodsChanged(ids);
      return null;
    }
    if (result.changed.length > 0) notifier().success(summary(result, onSale));
    else if (result.refused.length === 0) notifier().info(summary(result, onSale));
    setRefused(result.refused);
    await goodsChanged(ids);
    return result;
  };

  const dialog =
    refused.length > 0 ? (
      <Dialog open onClose={() => setRefused([])} aria-labelledby="publish-refused-title">
        <DialogTitle id="publish-refused-title">以下商品未能上架</DialogTitle>
        <DialogContent>
          <DialogContentText>请按原因补全商品信息后再上架：</DialogContentText>
          <List dense aria-label="未能上架的商品">
            {refused.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText primary={`${item.name}（编号 ${item.id}）`} secondary={item.reason} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setRefused([])}>
            知道了
          </Button>
        </DialogActions>
      </Dialog>
    ) : null;

  return { publish, dialog };
}
