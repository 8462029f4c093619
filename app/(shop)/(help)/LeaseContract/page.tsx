import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/LeaseContract');

export default function LeaseContractPage() {
  return <HelpPageView path="/LeaseContract" />;
}
