import { CenterPage } from '@/components/center/CenterPage';
import { ServiceCenter } from '@/components/service/ServiceCenter';
import { orderNoParam } from '@/contract/params';
import { serialNo } from '@/contract/serviceRequests';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/returnAndReplaceAndRepair');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Reads `?orderNo=&serialNo=` (the links from /myOrderList and /myEquipment) to open the form prefilled; the requests come from the browser. */
export default async function ReturnAndReplaceAndRepairPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const orderNo = orderNoParam.safeParse(query.orderNo);
  const serial = serialNo.safeParse(query.serialNo);
  return (
    <CenterPage path="/returnAndReplaceAndRepair">
      <ServiceCenter prefill={{ ...(orderNo.success ? { orderNo: orderNo.data } : {}), ...(serial.success ? { serialNo: serial.data } : {}) }} />
    </CenterPage>
  );
}
