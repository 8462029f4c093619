import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/aboutDefault');

export default function AboutDefaultPage() {
  return <HelpPageView path="/aboutDefault" />;
}
