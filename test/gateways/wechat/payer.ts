/**
 * A payer driving the simulator's pages over HTTP as a browser does: the Native code is "scanned"
 * (its page opened), the H5 link followed; then the page's form is submitted with 付款. Throws when
 * the page refuses (a closed order), as the payer would see it.
 */
import { readAnswer } from './http';

/** The Native code_url in the shop's /payWechat link, as its QR code carries it. */
export function codeUrlOf(payUrl: string): string {
  const code = new URL(payUrl, 'http://shop.invalid').searchParams.get('code');
  if (!code) throw new Error(`no code in ${payUrl}`);
  return code;
}

function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** The page's form: where it posts and its hidden fields. */
function formOf(html: string): { action: string; fields: URLSearchParams } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('the payment page has no form');
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(match[1]!, decode(match[2]!));
  return { action: decode(action), fields };
}

export type PaymentOutcome = { status: number; location: string | null; text: string };

/** Opens the page and presses 付款 (or 取消); answers what the payer saw after. */
export async function pressOnPage(pageUrl: string, button: 'pay' | 'cancel' = 'pay'): Promise<PaymentOutcome> {
  const page = await fetch(pageUrl);
  const html = await readAnswer(page);
  if (page.status !== 200) throw new Error(`the payment page answered ${page.status}: ${html.replace(/<[^>]+>/g, ' ').trim()}`);
  const { action, fields } = formOf(html);
  fields.set('action', button);
  const submitted = await fetch(new URL(action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  return {
    status: submitted.status,
    location: submitted.headers.get('location'),
    text: (await readAnswer(submitted))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** Pays a trade at the simulator from the shop's payUrl: desktop scans the code, mobile follows h5_url. */
export async function payAtSimulator(simulatorBaseUrl: string, payUrl: string, channel: 'desktop' | 'mobile'): Promise<PaymentOutcome> {
  const pageUrl = channel === 'desktop' ? `${simulatorBaseUrl}/scan?code_url=${encodeURIComponent(codeUrlOf(payUrl))}` : payUrl;
  const outcome = await pressOnPage(pageUrl);
  const paid = channel === 'desktop' ? outcome.status === 200 && outcome.text.includes('支付成功') : outcome.status === 302;
  if (!paid) throw new Error(`the payment was refused (${outcome.status}): ${outcome.text}`);
  return outcome;
}
