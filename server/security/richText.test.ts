/**
 * Stored cross-site scripting: goods descriptions and news bodies are rendered as they are stored,
 * so what is stored must be harmless (docs/product-rules.md#rich-text). The OWASP filter-evasion
 * vectors go through `sanitizeRichText`; an independent reading of its output (htmlSafety.ts) finds
 * nothing that could run.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { articleHtml } from '../seed/seed';
import { DEMO_GOODS } from '../seed/data/demoCatalog';
import { DEMO_ARTICLES } from '../seed/data/demoContent';
import { pictureUploadKeys, sanitizeRichText } from '../domain/shared/richText';
import { richTextProblems } from './htmlSafety';
import { XSS_VECTORS } from './xssVectors';

test('the safety reading is not blind: it flags every raw OWASP vector', () => {
  const unflagged = XSS_VECTORS.filter((vector) => richTextProblems(vector.html).length === 0).map((vector) => vector.name);
  assert.deepEqual(unflagged, []);
});

for (const vector of XSS_VECTORS) {
  test(`a description carrying the OWASP vector "${vector.name}" is stored without anything that runs`, () => {
    const stored = sanitizeRichText(`<p>商品介绍</p>${vector.html}<p>租期灵活</p>`);
    assert.deepEqual(richTextProblems(stored), [], stored);
    assert.match(stored, /^<p>商品介绍<\/p>/);
    // Cleaning twice changes nothing: what the back office reads back and saves again stays the same.
    assert.equal(sanitizeRichText(stored), stored);
  });
}

test('every vector at once, nested inside allowed markup, leaves nothing that runs', () => {
  const stored = sanitizeRichText(`<div><ul><li>${XSS_VECTORS.map((vector) => vector.html).join('</li><li>')}</li></ul></div>`);
  assert.deepEqual(richTextProblems(stored), []);
});

test('a link to another site keeps its address and is forced to rel="noopener noreferrer nofollow"', () => {
  const stored = sanitizeRichText(
    '<p>详见<a href="https://www.example.com/spec" rel="opener" target="_blank">官方参数</a>或<a href="/help?id=3">帮助中心</a>，电话<a href="tel:4008001234">400-800-1234</a></p>',
  );
  assert.equal(
    stored,
    '<p>详见<a href="https://www.example.com/spec" rel="noopener noreferrer nofollow">官方参数</a>或<a href="/help?id=3" rel="noopener noreferrer nofollow">帮助中心</a>，电话<a href="tel:4008001234" rel="noopener noreferrer nofollow">400-800-1234</a></p>',
  );
});

test('a description with headings, a table and a site picture survives unchanged', () => {
  const html =
    '<h2>配置参数</h2><table><thead><tr><th>项目</th><th>参数</th></tr></thead><tbody><tr><td>处理器</td><td>Intel Core Ultra 7 155H</td></tr><tr><td colspan="2">内存 32GB &amp; 存储 1TB</td></tr></tbody></table>' +
    '<p><img src="/goods/thinkpad-t14-gen5.svg" alt="ThinkPad T14" width="320" height="240" /><br />图片仅供参考</p><ol><li><em>顺丰包邮</em></li><li><strong>48 小时换新</strong></li></ol>';
  assert.equal(sanitizeRichText(html), html);
  assert.deepEqual(richTextProblems(html), []);
});

test('every seeded goods description is already in its stored form (the seed stores what the sanitiser keeps)', () => {
  const changed = DEMO_GOODS.filter((item) => sanitizeRichText(item.description) !== item.description).map((item) => item.slug);
  assert.deepEqual(changed, []);
  assert.ok(DEMO_GOODS.every((item) => richTextProblems(item.description).length === 0));
});

test('every seeded news body is already in its stored form', () => {
  const changed = DEMO_ARTICLES.filter((article) => {
    const html = articleHtml(article.paragraphs);
    return sanitizeRichText(html) !== html || richTextProblems(html).length > 0;
  }).map((article) => article.title);
  assert.deepEqual(changed, []);
});

test('an article paragraph with markup characters is text, not HTML', () => {
  assert.equal(articleHtml(['月租 < 300 元 & 免押金 <script>alert(1)</script>']), '<p>月租 &lt; 300 元 &amp; 免押金 &lt;script&gt;alert(1)&lt;/script&gt;</p>');
});

const UPLOADED = `/files/${'0123456789abcdef'.repeat(2)}.png`;

test('what the back office editor (mui-tiptap) produces is kept: headings, marks, lists, quotes, rules, code, links, own pictures, tables', () => {
  const editorHtml =
    '<h1>ThinkPad T14</h1><h3>亮点</h3><p><strong>粗体</strong><em>斜体</em><u>下划线</u><s>删除线</s><code>代码</code><br>换行</p>' +
    '<ul><li><p>一</p></li></ul><ol start="3"><li><p>三</p></li></ol><blockquote><p>引用</p></blockquote><hr>' +
    '<pre><code class="language-text">x &lt; y</code></pre>' +
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.lenovo.com.cn">官网</a></p>' +
    `<img src="${UPLOADED}" alt="正面" title="正面图">` +
    '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody>' +
    '<tr><th colspan="1" rowspan="1"><p>项目</p></th><th colspan="1" rowspan="1"><p>参数</p></th></tr>' +
    '<tr><td colspan="1" rowspan="1"><p>内存</p></td><td colspan="2" rowspan="1"><p>32GB</p></td></tr></tbody></table><h6>注</h6>';
  const stored = sanitizeRichText(editorHtml);
  assert.equal(
    stored,
    '<h2>ThinkPad T14</h2><h3>亮点</h3><p><strong>粗体</strong><em>斜体</em><u>下划线</u><s>删除线</s><code>代码</code><br />换行</p>' +
      '<ul><li><p>一</p></li></ul><ol start="3"><li><p>三</p></li></ol><blockquote><p>引用</p></blockquote><hr />' +
      '<pre><code>x &lt; y</code></pre>' +
      '<p><a rel="noopener noreferrer nofollow" href="https://www.lenovo.com.cn">官网</a></p>' +
      `<img src="${UPLOADED}" alt="正面" title="正面图" />` +
      '<table><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>项目</p></th><th colspan="1" rowspan="1"><p>参数</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>内存</p></td><td colspan="2" rowspan="1"><p>32GB</p></td></tr></tbody></table><h4>注</h4>',
  );
  assert.deepEqual(richTextProblems(stored), []);
  assert.equal(sanitizeRichText(stored), stored);
});

test('pictures from anywhere but the shop itself are dropped: other sites, the back office door, data: and protocol-relative addresses', () => {
  const key = '0123456789abcdef'.repeat(2);
  const stored = sanitizeRichText(
    `<p>图<img src="https://tracker.example/p.gif" alt="像素"><img src="/prod-api/api/sys/file/${key}.png"><img src="//cdn.example/x.png"><img src="data:image/png;base64,AAAA"><img src="/files/${key}.gif"><img src="/files/../etc/passwd"></p>`,
  );
  assert.equal(stored, '<p>图</p>');
});

test('the upload keys a stored description shows are found once each, whatever else it holds', () => {
  const first = `${'a'.repeat(32)}.jpg`;
  const second = `${'b'.repeat(32)}.webp`;
  const stored = sanitizeRichText(
    `<p><img src="/files/${first}" alt="x"><img src="/goods/thinkpad.svg"></p><p><img alt="y" src="/files/${second}"><img src="/files/${first}"></p>`,
  );
  assert.deepEqual(pictureUploadKeys(stored).sort(), [first, second]);
  assert.deepEqual(pictureUploadKeys('<p>没有图片</p>'), []);
});
