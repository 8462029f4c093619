import { QualityStoreView } from '@/components/stores/QualityStoreView';
import { getStores } from '@/lib/api/server/stores';
import { PAGE_LIMIT_MAX } from '@/contract/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export const metadata = pageMetadata({
  title: '优质店铺',
  description: '云租电脑优质店铺：平台按评分、资质、发货与售后时效认证的电脑租赁商家，笔记本、台式机、工作站、显示器按月租用，发货快、售后有保障。',
  path: '/qualityStore',
});

export default async function QualityStorePage() {
  // One page of the largest size holds every open store today; the list is ordered quality stores first.
  const { rows } = await getStores({ page: 1, limit: PAGE_LIMIT_MAX });
  return <QualityStoreView stores={rows} />;
}
