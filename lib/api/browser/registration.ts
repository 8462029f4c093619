/** A registration checked in the browser with the product server's own schema (contract/auth.ts). */
import { registerBody } from '@/contract/auth';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';
import { registerBodyOf, type Registration } from './account';

/** The wire's field names as the form calls them, so a refusal lands on the right field. */
const FORM_FIELD: Partial<Record<string, string>> = { cname: 'companyName', pname: 'personName' };

/** One message per form field. */
export function registrationProblems(registration: Registration): FieldErrors {
  const problems: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrors(registerBody, registerBodyOf(registration)))) problems[FORM_FIELD[field] ?? field] = message;
  return problems;
}
