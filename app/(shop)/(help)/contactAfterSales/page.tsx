import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/contactAfterSales');

export default function ContactAfterSalesPage() {
  return <HelpPageView path="/contactAfterSales" />;
}
