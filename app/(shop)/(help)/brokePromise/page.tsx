import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/brokePromise');

export default function BrokePromisePage() {
  return <HelpPageView path="/brokePromise" />;
}
