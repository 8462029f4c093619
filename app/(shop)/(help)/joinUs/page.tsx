import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/joinUs');

export default function JoinUsPage() {
  return <HelpPageView path="/joinUs" />;
}
