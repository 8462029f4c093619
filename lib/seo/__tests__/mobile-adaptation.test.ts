/**
 * @jest-environment node
 */
import type { Metadata } from 'next';

const ORIGIN = 'https://www.yunzu.example';

/** A page module's metadata as it is built for a shop served at ORIGIN (SITE_URL). */
function metadataOf(load: () => { metadata: Metadata }): Metadata {
  const previous = process.env.SITE_URL;
  process.env.SITE_URL = ORIGIN;
  try {
    let metadata: Metadata = {};
    jest.isolateModules(() => {
      metadata = load().metadata;
    });
    return metadata;
  } finally {
    process.env.SITE_URL = previous;
  }
}

test('the desktop home names its mobile page for Baidu (mobile-agent, pc) and as the alternate for phones, and stays canonical', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after SITE_URL is set
  const metadata = metadataOf(() => require('@/app/(shop)/Homepage/page'));
  expect(metadata.other).toEqual({ 'mobile-agent': `format=html5;url=${ORIGIN}/mobileIndex`, 'applicable-device': 'pc' });
  expect(metadata.alternates).toEqual({ canonical: '/Homepage', media: { 'only screen and (max-width: 640px)': '/mobileIndex' } });
});

test('the mobile home says it is for phones and that the desktop home is its canonical form', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after SITE_URL is set
  const metadata = metadataOf(() => require('@/app/mobileIndex/page'));
  expect(metadata.other).toEqual({ 'applicable-device': 'mobile' });
  expect(metadata.alternates).toEqual({ canonical: '/Homepage' });
  expect(metadata.title).toBe('手机版首页');
});
