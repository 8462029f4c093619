import { LicenceView, LICENCE_TITLE } from '@/components/legal/LicenceView';
import { getLegalFacts } from '@/lib/api/server/legal';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LICENCE_PATH } from '@/contract/legal';

export const revalidate = 60;

export const metadata = pageMetadata({
  title: LICENCE_TITLE,
  description: '云租电脑平台经营者营业执照信息公示：企业名称、统一社会信用代码、注册地址、法定代表人、经营范围，以及 ICP 备案号、公安联网备案号和增值电信业务经营许可证。',
  path: LICENCE_PATH,
});

export default async function LicensePage() {
  return <LicenceView facts={await getLegalFacts()} />;
}
