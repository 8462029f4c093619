import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/aboutUs');

export default function AboutUsPage() {
  return <HelpPageView path="/aboutUs" />;
}
