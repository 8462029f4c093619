import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/companyProfile');

export default function CompanyProfilePage() {
  return <HelpPageView path="/companyProfile" />;
}
