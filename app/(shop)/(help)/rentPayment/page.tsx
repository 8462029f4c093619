import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/rentPayment');

export default function RentPaymentPage() {
  return <HelpPageView path="/rentPayment" />;
}
