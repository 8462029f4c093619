import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/userNeedKnow');

export default function UserNeedKnowPage() {
  return <HelpPageView path="/userNeedKnow" />;
}
