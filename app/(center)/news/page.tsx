import { CenterPage } from '@/components/center/CenterPage';
import { NotificationList } from '@/components/notifications/NotificationList';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/news');

/** Reads the customer's 消息 (page 1, limit 99) in the browser. */
export default function NewsPage() {
  return (
    <CenterPage path="/news">
      <NotificationList />
    </CenterPage>
  );
}
