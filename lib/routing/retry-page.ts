/**
 * The retry page a login-only page sends its visitor to when the product server could not say
 * who they are (lib/session/server.ts). Plain HTML from a route handler, because only a route
 * handler can answer HTTP 503: no script, no product-server call, nothing that could fail again.
 */
import { SITE } from '@/contract/site';
import { HOME_PATH, routeAccess } from '@/lib/routes';

const CHECK_ORIGIN = 'http://shop.invalid';
export const UNAVAILABLE_TEXT = '服务暂时不可用，请稍后重试';
/** Seconds after which a client (or a proxy) may try again. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * The page to try again: the `path` query value when it names a login-only page of this shop
 * or a back-office page (the only pages that send anyone here), else the home page. Parsing against a fixed origin
 * drops `//evil.com`, `/\evil.com` and schemes, which resolve to another origin.
 */
export function retryTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, CHECK_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  const access = routeAccess(url.pathname);
  if (url.origin !== CHECK_ORIGIN || (access !== 'login-only' && access !== 'console')) return HOME_PATH;
  return `${url.pathname}${url.search}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function retryPageHtml(target: string): string {
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${UNAVAILABLE_TEXT} - ${SITE.titleSuffix}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2328;background:#f6f8fa}
main{max-width:480px;margin:15vh auto;padding:32px;background:#fff;border-radius:8px;text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 12px}p{color:#57606a;margin:0 0 24px}
a{display:inline-block;margin:0 8px;padding:8px 24px;border-radius:4px;text-decoration:none;color:#1f6feb;border:1px solid #1f6feb}
a.primary{background:#1f6feb;color:#fff}
</style>
</head>
<body>
<main>
<h1>${UNAVAILABLE_TEXT}</h1>
<p>您的登录状态已保留，稍后点击“重试”即可继续。</p>
<a class="primary" href="${href}">重试</a><a href="${HOME_PATH}">返回首页</a>
</main>
</body>
</html>
`;
}
