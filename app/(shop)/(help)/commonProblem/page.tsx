import { HelpPageView } from '@/components/help/HelpPageView';
import { helpMetadata } from '@/lib/help/metadata';

export const metadata = helpMetadata('/commonProblem');

export default function CommonProblemPage() {
  return <HelpPageView path="/commonProblem" />;
}
