/**
 * What a person recognises of a User-Agent in a device list: the browser and its major version,
 * the operating system, the kind of device. Read with ua-parser-js when shown, never trusted: a
 * browser may say anything here, so it only describes, it never decides.
 */
import UAParser from 'ua-parser-js';
import type { DeviceType } from '@/contract/accountSafety';

export type DeviceDescription = { browser: string; os: string; deviceType: DeviceType };

/** Names a Chinese reader knows better than the parser's. */
const BROWSER_NAMES: Record<string, string> = { WeChat: '微信', 'Mobile Safari': 'Safari', 'Chrome Headless': 'Chrome', QQBrowser: 'QQ浏览器', UCBrowser: 'UC浏览器' };
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS' };

export const UNKNOWN_BROWSER = '未知浏览器';
export const UNKNOWN_OS = '未知系统';

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const result = new UAParser(userAgent ?? '').getResult();
  const browserName = result.browser.name ? (BROWSER_NAMES[result.browser.name] ?? result.browser.name) : null;
  const osName = result.os.name ? (OS_NAMES[result.os.name] ?? result.os.name) : null;
  const type = result.device.type;
  return {
    browser: browserName ? [browserName, result.browser.major].filter(Boolean).join(' ') : UNKNOWN_BROWSER,
    os: osName ? [osName, result.os.version].filter(Boolean).join(' ') : UNKNOWN_OS,
    deviceType: type === 'mobile' || type === 'tablet' ? type : 'desktop',
  };
}

/** The kind of device without versions (browser, system, form factor): what "a new device" compares. */
export function deviceFamily(userAgent: string | null | undefined): string {
  const result = new UAParser(userAgent ?? '').getResult();
  return [result.browser.name ?? '', result.os.name ?? '', describeUserAgent(userAgent).deviceType].join('|');
}
