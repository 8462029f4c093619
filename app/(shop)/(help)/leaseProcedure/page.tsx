import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/leaseProcedure');

export default function LeaseProcedurePage() {
  return <HelpPageView path="/leaseProcedure" />;
}
