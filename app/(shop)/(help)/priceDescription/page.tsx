import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/priceDescription');

export default function PriceDescriptionPage() {
  return <HelpPageView path="/priceDescription" />;
}
