/** Carousel slides per position (home, mobile, purchase …), in their order. */
import { and, asc, eq } from 'drizzle-orm';
import type { CarouselSlide } from '@/contract/carousel';
import type { Db } from '../../db/client';
import { carouselSlides } from '../../db/schema';

export async function carousel(db: Db, position: string): Promise<CarouselSlide[]> {
  return db
    .select({
      id: carouselSlides.id,
      title: carouselSlides.title,
      subtitle: carouselSlides.subtitle,
      image: carouselSlides.image,
      link: carouselSlides.link,
      theme: carouselSlides.theme,
    })
    .from(carouselSlides)
    .where(and(eq(carouselSlides.position, position), eq(carouselSlides.active, true)))
    .orderBy(asc(carouselSlides.sort), asc(carouselSlides.id));
}
