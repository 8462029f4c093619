-- The keyword search and the listings at marketplace size (server/README.md, "How the search stays
-- fast"). pg_trgm's index served ILIKE '%word%' but makes no trigram of a word shorter than three
-- characters, so a two-character Chinese word (轻薄, 联想) scanned every goods row, and with a C
-- locale it makes none of Chinese at all. Goods are now matched by tokens in a GIN index, and the
-- listings filter, sort and count on goods_listing, a narrow copy of what they need (the goods rows
-- carry descriptions and specs: 25,000 pages at 100,000 goods, against 5,600 here).
CREATE TABLE "goods_listing" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"visible" boolean NOT NULL,
	"search_tokens" "tsvector" NOT NULL,
	"category_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"brand" text NOT NULL,
	"zones" text[] NOT NULL,
	"condition" text NOT NULL,
	"lowest_rent" integer,
	"rented_count" integer NOT NULL,
	"discount_rate" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "goods_search_text_idx";--> statement-breakpoint
ALTER TABLE "goods_listing" ADD CONSTRAINT "goods_listing_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_listing_search_idx" ON "goods_listing" USING gin ("search_tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_listing_popular_idx" ON "goods_listing" USING btree ("rented_count","goods_id") WHERE "goods_listing"."visible";--> statement-breakpoint
CREATE INDEX "goods_listing_newest_idx" ON "goods_listing" USING btree ("created_at","goods_id") WHERE "goods_listing"."visible";--> statement-breakpoint
CREATE INDEX "goods_listing_rent_idx" ON "goods_listing" USING btree ("lowest_rent","goods_id") WHERE "goods_listing"."visible";
--> statement-breakpoint
-- The search tokens of a text, in the same order of rules as searchTokens.ts `documentTokens` (a
-- test compares the two on PGlite and PostgreSQL). Only ASCII is lower-cased and only the listed
-- Unicode ranges are read, with explicit code points, so no database locale changes a token:
--   every run of ASCII letters and digits ("thinkpad", "t14s", "1340p"), and the rest of such a
--   word from its first digit after a letter ("y9000p" also gives "9000p", "rtx4060" "4060");
--   every two adjacent characters of a run of Chinese, Japanese kana or Korean ("轻薄本": 轻薄,
--   薄本), and the last character of the run alone (本), so that one character can be searched
--   as the prefix of the tokens (本:* finds 本 wherever it stands).
-- Two passes find the pairs: at even offsets of a run, then (after a character of the run) at odd
-- ones; PostgreSQL's lookahead cannot capture, so one overlapping pass is not possible.
CREATE FUNCTION goods_search_vector(doc text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT (regexp_matches(lower(doc COLLATE "C"), '[a-z0-9]+', 'g'))[1]
    UNION ALL SELECT (regexp_matches(lower(doc COLLATE "C"), '(?<=[a-z])[0-9][a-z0-9]+', 'g'))[1]
    UNION ALL SELECT (regexp_matches(doc, '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]{2}', 'g'))[1]
    UNION ALL SELECT (regexp_matches(doc, '(?<=[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af])[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]{2}', 'g'))[1]
    UNION ALL SELECT (regexp_matches(doc, '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af](?![\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af])', 'g'))[1]))
$$;
--> statement-breakpoint
-- Writes the listing rows of the given goods from their goods rows (an unchanged row is left
-- alone). The searched text: name, brand, model, the slug's words, the tags and the names of the
-- category and every category above it (游戏本 finds the goods of the category 游戏本, 笔记本 every
-- laptop). A deleted goods item's row goes with it (the foreign key cascades).
CREATE FUNCTION goods_listing_refresh(goods_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH RECURSIVE category_path(id, names) AS (
    SELECT id, name FROM goods_categories WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, p.names || ' ' || c.name FROM goods_categories c JOIN category_path p ON c.parent_id = p.id
  )
  INSERT INTO goods_listing AS l (goods_id, visible, search_tokens, category_id, store_id, brand, zones, condition, lowest_rent, rented_count, discount_rate, created_at)
  SELECT g.id,
    g.status = 'on_sale' AND g.lowest_rent IS NOT NULL,
    goods_search_vector(concat_ws(' ', g.name, g.brand, g.model, replace(g.slug, '-', ' '), array_to_string(g.tags, ' '), cp.names)),
    g.category_id, g.store_id, g.brand, g.zones, g.condition, g.lowest_rent, g.rented_count, g.discount_rate, g.created_at
  FROM goods g LEFT JOIN category_path cp ON cp.id = g.category_id
  WHERE g.id = ANY (goods_ids)
  ON CONFLICT (goods_id) DO UPDATE SET
    visible = excluded.visible, search_tokens = excluded.search_tokens, category_id = excluded.category_id,
    store_id = excluded.store_id, brand = excluded.brand, zones = excluded.zones, condition = excluded.condition,
    lowest_rent = excluded.lowest_rent, rented_count = excluded.rented_count, discount_rate = excluded.discount_rate,
    created_at = excluded.created_at
  WHERE (l.visible, l.search_tokens, l.category_id, l.store_id, l.brand, l.zones, l.condition, l.lowest_rent, l.rented_count, l.discount_rate, l.created_at)
    IS DISTINCT FROM (excluded.visible, excluded.search_tokens, excluded.category_id, excluded.store_id, excluded.brand, excluded.zones,
      excluded.condition, excluded.lowest_rent, excluded.rented_count, excluded.discount_rate, excluded.created_at);
$$;
--> statement-breakpoint
-- Statement-level, like the lowest-rent triggers of 0004: a batch of goods is followed in one statement.
CREATE FUNCTION goods_listing_follow_goods() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_listing_refresh(ARRAY(SELECT id FROM changed_goods));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_goods_insert AFTER INSERT ON goods
  REFERENCING NEW TABLE AS changed_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_follow_goods();
--> statement-breakpoint
CREATE TRIGGER goods_listing_goods_update AFTER UPDATE ON goods
  REFERENCING NEW TABLE AS changed_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_follow_goods();
--> statement-breakpoint
-- A renamed or moved category changes the searched category path of its goods and of the goods below it.
CREATE FUNCTION goods_listing_follow_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_listing_refresh(ARRAY(
    WITH RECURSIVE below(id) AS (
      SELECT id FROM changed_categories
      UNION
      SELECT c.id FROM goods_categories c JOIN below b ON c.parent_id = b.id
    )
    SELECT g.id FROM goods g JOIN below b ON g.category_id = b.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_categories_update AFTER UPDATE ON goods_categories
  REFERENCING NEW TABLE AS changed_categories FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_follow_categories();
--> statement-breakpoint
-- The listing version (app_meta): moved on by every change that can change a listing's total (what
-- is visible or matched, not the popularity or the discount that only order it), and by a shop
-- closing or opening. The product server keeps the totals it counted per version, so a repeated
-- search is not counted again, and a changed catalogue is counted afresh, on every replica.
CREATE FUNCTION goods_listing_next_version() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO app_meta (key, value, updated_at) VALUES ('goods_listing_version', '1', now())
  ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text, updated_at = excluded.updated_at;
$$;
--> statement-breakpoint
CREATE FUNCTION goods_listing_version_follow_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM goods_listing_next_version(); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM goods_listing_next_version(); END IF;
  ELSIF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.goods_id = o.goods_id
    WHERE (o.visible, o.search_tokens, o.category_id, o.store_id, o.brand, o.zones, o.condition, o.lowest_rent)
      IS DISTINCT FROM (n.visible, n.search_tokens, n.category_id, n.store_id, n.brand, n.zones, n.condition, n.lowest_rent)
  ) THEN
    PERFORM goods_listing_next_version();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_version_insert AFTER INSERT ON goods_listing
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_version_follow_rows();
--> statement-breakpoint
CREATE TRIGGER goods_listing_version_update AFTER UPDATE ON goods_listing
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_version_follow_rows();
--> statement-breakpoint
CREATE TRIGGER goods_listing_version_delete AFTER DELETE ON goods_listing
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_version_follow_rows();
--> statement-breakpoint
CREATE FUNCTION goods_listing_version_follow_stores() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_stores o JOIN new_stores n ON n.id = o.id WHERE o.status IS DISTINCT FROM n.status) THEN
    PERFORM goods_listing_next_version();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_version_stores AFTER UPDATE ON stores
  REFERENCING OLD TABLE AS old_stores NEW TABLE AS new_stores FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_version_follow_stores();
--> statement-breakpoint
SELECT goods_listing_refresh(ARRAY(SELECT id FROM goods));
