/**
 * WeChat Pay Native's code_url drawn as a QR code on the server (qrcode's SVG output), so no QR
 * library reaches the browser. Only a code WeChat Pay issues is drawn: the page never turns an
 * arbitrary string from its address into a code someone might scan.
 */
import 'server-only';
import QRCode from 'qrcode';

/** Native pay's code_url: `weixin://wxpay/bizpayurl?pr=…` (older ones `weixin://wxpay/bizpayurl?…`), a short ASCII link. */
export function isWechatCodeUrl(code: string): boolean {
  return code.startsWith('weixin://wxpay/bizpayurl') && code.length <= 256 && /^[\x21-\x7e]+$/.test(code);
}

export type QrDrawing = { viewBox: string; background: string; modules: string };

/** The SVG's parts (its view box and two paths), for the page to render as elements of its own. */
export async function drawQrCode(code: string): Promise<QrDrawing> {
  const svg = await QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const viewBox = /viewBox="([\d .]+)"/.exec(svg)?.[1];
  const background = /<path fill="#ffffff" d="([^"]+)"/.exec(svg)?.[1];
  const modules = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox || !background || !modules) throw new Error('qrcode drew an SVG of an unexpected shape');
  return { viewBox, background, modules };
}
