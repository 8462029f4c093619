import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/disclaimer');

export default function DisclaimerPage() {
  return <HelpPageView path="/disclaimer" />;
}
