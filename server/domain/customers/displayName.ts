/** The name a customer acts under in a timeline or thread: the company's, else the person's. */
export function customerDisplayName(customer: { companyName: string | null; personName: string | null }): string {
  return customer.companyName ?? customer.personName ?? '客户';
}
