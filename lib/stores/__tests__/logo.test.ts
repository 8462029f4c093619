/**
 * @jest-environment node
 */
import { GET } from '@/app/stores/[file]/route';
import { LOGO_COLOURS, drawStoreLogo, escapeXml, logoColour, storeMark, storeSlugFromFile } from '@/lib/stores/logo';

const DEMO_SLUGS = ['yunzu', 'geek', 'lanjing', 'guozu', 'dianjing', 'chuangyi', 'huanxin', 'zhengqi', 'xueyuan', 'pingxian', 'hongtu', 'suanli'];

function requestLogo(file: string): Promise<Response> {
  return GET(new Request(`http://shop.test/stores/${file}`), { params: Promise.resolve({ file }) });
}

test('a store keeps its colour: the same slug always draws the same square', () => {
  for (const slug of DEMO_SLUGS) {
    expect(logoColour(slug)).toBe(logoColour(slug));
    expect(LOGO_COLOURS).toContain(logoColour(slug));
    expect(drawStoreLogo(slug)).toBe(drawStoreLogo(slug));
  }
  expect(drawStoreLogo('yunzu')).toContain(`fill="${logoColour('yunzu')}"`);
});

test('the demo stores do not all look alike', () => {
  expect(new Set(DEMO_SLUGS.map(logoColour)).size).toBeGreaterThanOrEqual(6);
});

test('a demo store shows its Chinese short name, an unknown one the first letters of its slug', () => {
  expect(storeMark('yunzu')).toBe('云租');
  expect(storeMark('suanli')).toBe('算力');
  expect(storeMark('new-era')).toBe('NE');
  expect(drawStoreLogo('guozu')).toContain('>果租</text>');
});

test('text inside the drawing is escaped, so a name cannot break out of the SVG', () => {
  expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  const svg = drawStoreLogo('geek', { mark: '<script>', title: 'A & B "店"' });
  expect(svg).not.toContain('<script>');
  expect(svg).toContain('&lt;script&gt;');
  expect(svg).toContain('<title>A &amp; B &quot;店&quot;</title>');
});

test('the logo is a standalone SVG document', () => {
  const svg = drawStoreLogo('lanjing');
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
});

test('only <slug>.svg names are logo files', () => {
  expect(storeSlugFromFile('yunzu.svg')).toBe('yunzu');
  expect(storeSlugFromFile('new-era-2.svg')).toBe('new-era-2');
  for (const bad of ['yunzu.png', 'Yunzu.svg', '-x.svg', 'x-.svg', '.svg', '..%2Fsecret.svg', 'a b.svg', 'yunzu.svg.svg', `${'a'.repeat(80)}.svg`]) {
    expect([bad, storeSlugFromFile(bad)]).toEqual([bad, null]);
  }
});

test('the route serves a logo as a long-lived SVG and answers 404 for a bad name', async () => {
  const response = await requestLogo('yunzu.svg');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toContain('max-age=86400');
  expect(await response.text()).toContain('云租');

  for (const bad of ['yunzu.png', '../etc.svg', 'YUNZU.svg', 'yunzu']) {
    expect((await requestLogo(bad)).status).toBe(404);
  }
});
