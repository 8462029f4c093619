import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/releaseInfo');

export default function ReleaseInfoPage() {
  return <HelpPageView path="/releaseInfo" />;
}
