/**
 * The desktop home and the mobile home declare each other (docs/storefront.md#mobile-adaptation):
 * Baidu's mobile adaptation (移动适配) reads `mobile-agent` on the desktop page and
 * `applicable-device` on both; other search engines read the alternate link on the desktop page
 * and the canonical link on the mobile page (separate mobile URLs). The mobile page is the phone
 * form of the home page, so the desktop page stays the canonical one.
 */
import type { Metadata } from 'next';
import { HOME_PATH, MOBILE_HOME_PATH } from '@/lib/routes';
import { absoluteUrl } from './site-url';

/** The phone widths search engines take for the mobile page's audience. */
export const MOBILE_MEDIA = 'only screen and (max-width: 640px)';

/**
 * `alternates` and `other` of /Homepage: the mobile page it has, for phones. Links are resolved
 * against the public origin (`metadataBase`, SITE_URL); the meta tag is written absolute here.
 */
export function desktopHomeAdaptation(): Pick<Metadata, 'alternates' | 'other'> {
  return {
    alternates: { canonical: HOME_PATH, media: { [MOBILE_MEDIA]: MOBILE_HOME_PATH } },
    other: { 'mobile-agent': `format=html5;url=${absoluteUrl(MOBILE_HOME_PATH)}`, 'applicable-device': 'pc' },
  };
}

/** `alternates` and `other` of /mobileIndex: a page for phones whose canonical form is the desktop home. */
export function mobileHomeAdaptation(): Pick<Metadata, 'alternates' | 'other'> {
  return {
    alternates: { canonical: HOME_PATH },
    other: { 'applicable-device': 'mobile' },
  };
}
