/**
 * The one door to Alipay's openapi gateway (alipay-sdk, OpenAPI 2.0: form-posted, RSA2-signed
 * requests; JSON answers signed by Alipay). Every answer's signature is checked with Alipay's public
 * key before anything in it is read. What goes to the logs and into errors is the method, Alipay's
 * codes and our numbers: never a key, a signature or a signed URL.
 */
import { AlipaySdk } from 'alipay-sdk';
import type { AlipaySettings } from '../../runtime/paymentSettings';
import { PaymentProviderError } from '../payment';

/** An answer's fields as Alipay names them (snake_case), each a string, or absent. */
export type GatewayAnswer = Readonly<Record<string, unknown>> & { code: string; msg: string; sub_code?: string; sub_msg?: string };

/** Alipay said no to the call itself (its code is not 10000): the answer tells why (`subCode`, e.g. ACQ.TRADE_NOT_EXIST). */
export class AlipayRefusal extends PaymentProviderError {
  constructor(
    readonly method: string,
    readonly code: string,
    readonly subCode: string,
  ) {
    super(`alipay ${method} refused: ${code} ${subCode}`);
  }
}

/** The gateway could not be asked or its answer not believed (a network error, a bad signature, an unreadable body). */
export class AlipayUnreachable extends PaymentProviderError {}

/** The pay page's parameters as Alipay documents them; the SDK signs and encodes them. */
export type PageParams = { notifyUrl: string; returnUrl: string; bizContent: Record<string, string> };

export type AlipayGateway = {
  /** The signed GET URL of a page product (alipay.trade.page.pay, alipay.trade.wap.pay). */
  pageUrl(method: string, params: PageParams): string;
  /** An openapi call; answers the response object when its code is 10000, else throws AlipayRefusal. */
  call(method: string, bizContent: Record<string, string>): Promise<GatewayAnswer>;
  /** Whether form parameters carry Alipay's valid RSA2 signature (notifications). */
  verifyNotification(params: Record<string, string>): boolean;
};

/** Only the error's class and code: a urllib error's message can name the whole signed request URL. */
function safeCause(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = error.cause instanceof Error ? error.cause : null;
  const code = (cause as NodeJS.ErrnoException | null)?.code ?? (error as NodeJS.ErrnoException).code;
  return [error.name, cause?.name, code].filter(Boolean).join(' ');
}

export function alipayGateway(settings: AlipaySettings, timeoutMs = 10_000): AlipayGateway {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.appPrivateKey,
    // A PKCS#8 key ("BEGIN PRIVATE KEY", as the open platform's key tool writes it) or PKCS#1 ("BEGIN RSA PRIVATE KEY").
    keyType: settings.appPrivateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    alipayPublicKey: settings.alipayPublicKey,
    gateway: settings.gateway,
    signType: 'RSA2',
    timeout: timeoutMs,
    // Keep Alipay's own field names (trade_status, total_amount …) as its documentation spells them.
    camelcase: false,
  });

  return {
    pageUrl(method, { notifyUrl, returnUrl, bizContent }) {
      return sdk.pageExecute(method, 'GET', { notifyUrl, returnUrl, bizContent });
    },
    async call(method, bizContent) {
      let answer: GatewayAnswer;
      try {
        // validateSign: the SDK checks Alipay's signature over the exact answer text (off unless asked).
        answer = (await sdk.exec(method, { bizContent }, { validateSign: true })) as GatewayAnswer;
      } catch (error) {
        throw new AlipayUnreachable(`alipay ${method} failed: ${safeCause(error)}`);
      }
      if (answer.code !== '10000') throw new AlipayRefusal(method, String(answer.code), String(answer.sub_code ?? ''));
      return answer;
    },
    verifyNotification(params) {
      try {
        return sdk.checkNotifySignV2(params);
      } catch {
        // A signature that is not base64, a key the parser refuses: not verified.
        return false;
      }
    },
  };
}
