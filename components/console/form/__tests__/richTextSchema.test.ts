/** The editor's schema produces only what the product server's sanitiser keeps: a saved text comes back as written. */
import { Editor } from '@tiptap/core';
import { sanitizeRichText } from '@/server/domain/shared/richText';
import { richTextExtensions } from '../richTextExtensions';

/** The same markup as the browser serialises it (jsdom writes void elements as `<img />`). */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function editorWith(content: string): Editor {
  return new Editor({ extensions: richTextExtensions(), content });
}

const KEY = `${'a'.repeat(32)}.png`;

test('everything the toolbar makes survives the sanitiser unchanged', () => {
  const editor = editorWith('<p>起</p>');
  editor
    .chain()
    .focus('end')
    .insertContent('<h2>配置说明</h2><h3>处理器</h3><h4>内存</h4>')
    .insertContent(
      '<p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><code>code</code><a href="https://example.com/a">外链</a><a href="/list?categoryId=12">站内</a><a href="mailto:a@b.cn">邮件</a><a href="tel:400-6050-766">电话</a></p>',
    )
    .insertContent('<ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol><ol start="3"><li><p>三</p></li></ol><blockquote><p>引用</p></blockquote>')
    .setHorizontalRule()
    .insertContent(`<img src="/files/${KEY}" alt="正面"><img src="/goods/thinkpad-x1.svg">`)
    .run();
  editor.chain().focus('end').insertTable({ rows: 2, cols: 3, withHeaderRow: true }).run();
  const html = editor.getHTML();
  expect(html).toContain('<table><tbody><tr><th>');
  expect(html).toContain(`<img src="/files/${KEY}" alt="正面"`);
  expect(html).toContain('<hr');
  expect(html).toContain('<a rel="noopener noreferrer nofollow" href="https://example.com/a">');
  expect(normalised(sanitizeRichText(html))).toBe(normalised(html));
  editor.destroy();
});

test('pasted markup outside the allow-list never enters the document', () => {
  const editor = editorWith(
    [
      '<h1>大标题</h1><h5>小标题</h5>',
      '<p style="color:red" class="x" onclick="alert(1)">文字<span style="font-size:40px">大</span></p>',
      '<p><a href="javascript:alert(1)" target="_blank">坏链接</a><a href="//evil.example/x">协议相对</a></p>',
      '<img src="https://tracker.example/pixel.png"><img src="data:image/png;base64,AAAA"><img src="/prod-api/api/sys/file/x.png">',
      '<pre><code class="language-js">let a = 1</code></pre>',
      '<table style="width:100px"><colgroup><col style="width:50px"></colgroup><tbody><tr><td style="text-align:right" colwidth="50">格</td></tr></tbody></table>',
      '<script>alert(1)</script><iframe src="https://x"></iframe>',
    ].join(''),
  );
  const html = editor.getHTML();
  for (const banned of [
    'style=',
    'class=',
    'onclick',
    'javascript:',
    'target=',
    'tracker',
    'data:',
    'prod-api',
    '<h1',
    '<h5',
    'colgroup',
    'colwidth',
    '<script',
    '<iframe',
    '//evil',
  ])
    expect(html).not.toContain(banned);
  expect(html).toContain('<h2>大标题</h2><h4>小标题</h4>');
  expect(normalised(sanitizeRichText(html))).toBe(normalised(html));
  editor.destroy();
});
