import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/contactUs');

export default function ContactUsPage() {
  return <HelpPageView path="/contactUs" />;
}
