/** Carousel slides (`GET /api/wPlatformImg/lunBoTo?position=`). */
import { z } from 'zod';

/** Positions with slides in the demo data; any other well-formed position answers []. */
export const CAROUSEL_POSITIONS = ['home', 'mobile', 'purchase'] as const;

export type CarouselSlide = {
  id: number;
  title: string;
  subtitle: string;
  /** Picture path, e.g. `/goods/apple-macbook-pro-14-m4-pro.svg`. */
  image: string;
  /** Storefront path (`/list?zone=discount`) or an https: address. */
  link: string;
  /** Background colour, `#rrggbb`. */
  theme: string;
};

export const carouselQuery = z.strictObject({
  position: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[a-z][a-z_]{0,31}$/, '轮播位置参数不正确')
      .default('home'),
  ),
});
