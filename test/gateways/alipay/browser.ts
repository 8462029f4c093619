/**
 * A customer at the simulator's cashier, over HTTP as a browser goes: open the pay URL, read the
 * page, submit its form with 付款. Throws with the page's message when the cashier refuses.
 */
import { readAnswer } from './http';

export type Paid = { returnUrl: string };

function formOf(html: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form || !/<button[^>]*value="pay"[^>]*>付款<\/button>/.test(form[2] ?? '')) return null;
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[input[1] ?? ''] = input[2] ?? '';
  return { action: form[1] ?? '', fields };
}

const alertOf = (html: string) => /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? 'no cashier form';

/** Opens `payUrl` and answers the cashier page's HTML (what the customer sees). */
export async function openCashierPage(payUrl: string): Promise<string> {
  const page = await fetch(payUrl, { redirect: 'manual' });
  return readAnswer(page);
}

export async function payAtCashier(payUrl: string): Promise<Paid> {
  const html = await openCashierPage(payUrl);
  const form = formOf(html);
  if (!form) throw new Error(`the cashier refused: ${alertOf(html)}`);
  const submitted = await fetch(new URL(form.action, payUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  const location = submitted.headers.get('location');
  if (submitted.status !== 302 || !location) throw new Error(`the cashier did not take the payment: ${alertOf(await readAnswer(submitted))}`);
  await readAnswer(submitted);
  return { returnUrl: location };
}
