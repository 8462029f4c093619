import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/personalCreditAuthorization');

export default function PersonalCreditAuthorizationPage() {
  return <HelpPageView path="/personalCreditAuthorization" />;
}
