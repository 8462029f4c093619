/**
 * One of the customer's online trades read on the server (`POST /api/wUser/tradeQuery`), as the
 * provider sees it: what the WeChat Pay QR-code page shows. `missing`: not this customer's trade.
 */
import 'server-only';
import type { TradeView } from '@/contract/money';
import { MONEY_API } from '@/contract/endpoints/money';
import { customerRead, type Read } from './call';

export async function readTrade(tradeNo: string): Promise<Read<TradeView>> {
  return customerRead(MONEY_API.trade, { body: { tradeNo } });
}
