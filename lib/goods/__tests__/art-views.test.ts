/**
 * @jest-environment node
 */
import { drawGoodsPicture, galleryPictures } from '@/lib/goods/art';
import { GET } from '@/app/goods/[file]/route';

const names = ['thinkpad-t14-gen5', 'dell-optiplex-7020-tower', 'hp-z2-g9-workstation', 'dell-u2724d-monitor', 'ipad-pro-11-m4', 'apple-imac-24-m4'];

test('every kind of device is drawn from the side and from behind, each differently from its front', () => {
  for (const name of names) {
    const front = drawGoodsPicture(`${name}.svg`);
    for (const view of ['side', 'back'] as const) {
      const picture = drawGoodsPicture(`${name}.svg`, view);
      expect(picture.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(picture.endsWith('</svg>')).toBe(true);
      expect(picture).not.toBe(front);
    }
  }
});

test('the gallery adds the other angles of a drawn cover, and nothing to a foreign picture', () => {
  expect(galleryPictures(['/goods/thinkpad-t14-gen5.svg'])).toEqual([
    { src: '/goods/thinkpad-t14-gen5.svg', view: 'front' },
    { src: '/goods/thinkpad-t14-gen5.svg?view=side', view: 'side' },
    { src: '/goods/thinkpad-t14-gen5.svg?view=back', view: 'back' },
  ]);
  expect(galleryPictures(['https://cdn.example/x.png'])).toEqual([{ src: 'https://cdn.example/x.png', view: 'front' }]);
  expect(galleryPictures([])).toEqual([]);
});

const get = (url: string, file: string) => GET(new Request(url), { params: Promise.resolve({ file }) });

test('the picture route draws the asked angle and refuses an unknown one', async () => {
  const side = await get('http://shop.test/goods/thinkpad-t14-gen5.svg?view=side', 'thinkpad-t14-gen5.svg');
  expect(side.status).toBe(200);
  expect(side.headers.get('content-type')).toContain('image/svg+xml');
  expect(await side.text()).toBe(drawGoodsPicture('thinkpad-t14-gen5.svg', 'side'));
  expect((await get('http://shop.test/goods/thinkpad-t14-gen5.svg', 'thinkpad-t14-gen5.svg')).status).toBe(200);
  expect((await get('http://shop.test/goods/thinkpad-t14-gen5.svg?view=top', 'thinkpad-t14-gen5.svg')).status).toBe(404);
});
