import { drawGoodsPicture, kindOf, paletteOf } from '@/lib/goods/art';

test('each kind of device gets its own drawing', () => {
  expect(kindOf('thinkpad-x1-carbon-2025')).toBe('laptop');
  expect(kindOf('thinkpad-t14-gen5')).toBe('laptop');
  expect(kindOf('macbook-pro-14-m4-pro')).toBe('laptop');
  expect(kindOf('ipad-pro-11-m4')).toBe('tablet');
  expect(kindOf('xiaomi-pad-7')).toBe('tablet');
  expect(kindOf('dell-u2724d-monitor')).toBe('monitor');
  expect(kindOf('asus-proart-pa279crv')).toBe('monitor');
  expect(kindOf('dell-optiplex-7020-tower')).toBe('desktop');
  expect(kindOf('hp-z2-g9-workstation')).toBe('workstation');
  expect(kindOf('apple-imac-24-m4')).toBe('allInOne');
});

test('every brand of the demo catalogue is labelled as itself', () => {
  expect(paletteOf('lenovo-yoga-pro-14s-2025').label).toBe('Lenovo');
  expect(paletteOf('lenovo-legion-y9000p-2025').label).toBe('Legion');
  expect(paletteOf('lenovo-thinkpad-t14-gen5-i5').label).toBe('ThinkPad');
  expect(paletteOf('honor-magicbook-art-14-2025').label).toBe('HONOR');
  expect(paletteOf('microsoft-surface-laptop-7-13').label).toBe('Microsoft');
  expect(paletteOf('msi-titan-18-hx-ai').label).toBe('MSI');
  expect(paletteOf('lg-32un880-ergo-monitor').label).toBe('LG');
  expect(paletteOf('hp-z2-g9-workstation').label).toBe('HP');
  expect(kindOf('microsoft-surface-pro-11')).toBe('tablet');
  expect(kindOf('honor-magicpad-3-tablet')).toBe('tablet');
});

test("a brand keeps its colours and an unknown brand gets the shop's", () => {
  expect(paletteOf('rog-strix-scar-16-2025').label).toBe('ROG');
  expect(paletteOf('no-name-laptop').label).toBe('云租电脑');
});

test('the picture is a standalone SVG document', () => {
  const svg = drawGoodsPicture('thinkpad-x1-carbon-2025.svg');
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain('ThinkPad');
  expect(svg.endsWith('</svg>')).toBe(true);
});
