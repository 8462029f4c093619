/**
 * 轮播图: the slides `/api/wPlatformImg/lunBoTo` shows per position, from the back office (admin
 * only). A slide's link is an external link (docs/product-rules.md#validation) or a path on this site
 * (`isSlideLink`, checked by the body's schema); its picture a staff upload or the one it has.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { ConsoleCarouselListQuery, CarouselSaveInput, ConsoleSlide } from '@/contract/consoleContent';
import type { Db } from '../../db/client';
import { carouselSlides } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import { pictureToStore } from '../files/pictures';
import { assertPlatform, type Staff } from '../staff/scope';
import { notFound } from '../shared/refusal';

const slideColumns = {
  id: carouselSlides.id,
  position: carouselSlides.position,
  title: carouselSlides.title,
  subtitle: carouselSlides.subtitle,
  image: carouselSlides.image,
  link: carouselSlides.link,
  theme: carouselSlides.theme,
  sort: carouselSlides.sort,
  active: carouselSlides.active,
};

/** `POST /api/sys/carousel/list`: by position, then in the order the public carousel shows them. */
export async function consoleCarouselList(db: Db, staff: Staff, query: ConsoleCarouselListQuery): Promise<{ rows: ConsoleSlide[]; total: number }> {
  assertPlatform(staff);
  const where = and(
    ...([
      query.position === undefined ? undefined : eq(carouselSlides.position, query.position),
      query.active === undefined ? undefined : eq(carouselSlides.active, query.active),
    ] as (SQL | undefined)[]),
  );
  const order =
    query.sort === undefined
      ? [asc(carouselSlides.position), asc(carouselSlides.sort), asc(carouselSlides.id)]
      : orderByOf(query, { sort: carouselSlides.sort, id: carouselSlides.id }, carouselSlides.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select(slideColumns)
      .from(carouselSlides)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(carouselSlides).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** `POST /api/sys/carousel/save`: a new slide, or an edit of one. */
export async function saveSlide(db: Db, staff: Staff, input: CarouselSaveInput, now: Date): Promise<ConsoleSlide> {
  assertPlatform(staff);
  return db.transaction(async (tx) => {
    const { id, image: imageRef, ...fields } = input;
    if (id === undefined) {
      const image = await pictureToStore(tx, staff, 'carousel', imageRef, { current: null, now });
      const [created] = await tx
        .insert(carouselSlides)
        .values({ ...fields, image })
        .returning(slideColumns);
      if (!created) throw new Error('the slide was not stored');
      await recordAudit(
        tx,
        staff,
        { action: 'carousel.add', targetType: 'carousel_slide', targetId: created.id, summary: `新增轮播图「${created.title}」（${created.position}）` },
        now,
      );
      return created;
    }
    const [current] = await tx.select(slideColumns).from(carouselSlides).where(eq(carouselSlides.id, id));
    if (!current) throw notFound();
    const image = await pictureToStore(tx, staff, 'carousel', imageRef, { current: current.image, now });
    const [updated] = await tx
      .update(carouselSlides)
      .set({ ...fields, image })
      .where(eq(carouselSlides.id, id))
      .returning(slideColumns);
    if (!updated) throw notFound();
    await recordAudit(
      tx,
      staff,
      { action: 'carousel.edit', targetType: 'carousel_slide', targetId: id, summary: `修改轮播图「${updated.title}」（${updated.position}${updated.active ? '' : '，已停用'}）` },
      now,
    );
    return updated;
  });
}

/** `POST /api/sys/carousel/delete`. */
export async function deleteSlide(db: Db, staff: Staff, id: number, now: Date): Promise<{ id: number }> {
  assertPlatform(staff);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(carouselSlides).where(eq(carouselSlides.id, id)).returning({ title: carouselSlides.title, position: carouselSlides.position });
    if (!deleted) throw notFound();
    await recordAudit(tx, staff, { action: 'carousel.delete', targetType: 'carousel_slide', targetId: id, summary: `删除轮播图「${deleted.title}」（${deleted.position}）` }, now);
  });
  return { id };
}
