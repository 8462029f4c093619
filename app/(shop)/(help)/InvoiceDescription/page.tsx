import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/InvoiceDescription');

export default function InvoiceDescriptionPage() {
  return <HelpPageView path="/InvoiceDescription" />;
}
