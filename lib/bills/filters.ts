/**
 * The /myBill filters an address carries (a link to the overdue bills is
 * `/myBill?status=2&orderNo=…`, lib/bills/links.ts): each read by the bill list's own schema, and a
 * value that is no valid filter is left out rather than refused.
 */
import { billExportForm, type BillFilters } from '@/contract/bills';

export type PageQuery = Record<string, string | string[] | undefined>;

export function billFiltersFromQuery(query: PageQuery): BillFilters {
  const first = (key: keyof BillFilters) => {
    const value = query[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const { shape } = billExportForm;
  const status = shape.status.safeParse(first('status'));
  const orderNo = shape.orderNo.safeParse(first('orderNo'));
  const month = shape.month.safeParse(first('month'));
  return {
    ...(status.success && status.data !== undefined ? { status: status.data } : {}),
    ...(orderNo.success && orderNo.data !== undefined ? { orderNo: orderNo.data } : {}),
    ...(month.success && month.data !== undefined ? { month: month.data } : {}),
  };
}
