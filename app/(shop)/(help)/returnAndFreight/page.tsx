import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/returnAndFreight');

export default function ReturnAndFreightPage() {
  return <HelpPageView path="/returnAndFreight" />;
}
