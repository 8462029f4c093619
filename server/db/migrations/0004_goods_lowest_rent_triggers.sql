-- goods.lowest_rent is the cheapest monthly rent over a goods item's SKUs and lease plans. The
-- listings filter and sort on it, so it lives on the goods row; these triggers keep it right
-- whoever writes plans or SKUs (the seed, the back office, an operator's SQL). Statement-level
-- triggers with transition tables: a batch insert of plans refreshes each goods item once.

CREATE OR REPLACE FUNCTION refresh_goods_lowest_rent(goods_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH fresh AS (
    SELECT t.id,
      (SELECT min(p.monthly_rent) FROM goods_skus s JOIN lease_plans p ON p.sku_id = s.id WHERE s.goods_id = t.id) AS rent
    FROM (SELECT DISTINCT unnest(goods_ids) AS id) t
  )
  UPDATE goods g SET lowest_rent = fresh.rent
  FROM fresh
  WHERE g.id = fresh.id AND g.lowest_rent IS DISTINCT FROM fresh.rent;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lease_plans_refresh_lowest_rent() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Plans whose SKU is being deleted find no SKU here; the goods_skus trigger below covers them.
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_goods_lowest_rent(ARRAY(
      SELECT s.goods_id FROM new_plans n JOIN goods_skus s ON s.id = n.sku_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_goods_lowest_rent(ARRAY(
      SELECT s.goods_id FROM (SELECT sku_id FROM new_plans UNION SELECT sku_id FROM old_plans) c
      JOIN goods_skus s ON s.id = c.sku_id));
  ELSE
    PERFORM refresh_goods_lowest_rent(ARRAY(
      SELECT s.goods_id FROM old_plans o JOIN goods_skus s ON s.id = o.sku_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lease_plans_lowest_rent_insert AFTER INSERT ON lease_plans
  REFERENCING NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION lease_plans_refresh_lowest_rent();
--> statement-breakpoint
CREATE TRIGGER lease_plans_lowest_rent_update AFTER UPDATE ON lease_plans
  REFERENCING OLD TABLE AS old_plans NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION lease_plans_refresh_lowest_rent();
--> statement-breakpoint
CREATE TRIGGER lease_plans_lowest_rent_delete AFTER DELETE ON lease_plans
  REFERENCING OLD TABLE AS old_plans FOR EACH STATEMENT EXECUTE FUNCTION lease_plans_refresh_lowest_rent();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_skus_refresh_lowest_rent() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Fires at the end of the statement, after the cascade removed the SKUs' plans.
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_goods_lowest_rent(ARRAY(SELECT goods_id FROM old_skus));
  ELSE
    PERFORM refresh_goods_lowest_rent(ARRAY[OLD.goods_id, NEW.goods_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER goods_skus_lowest_rent_delete AFTER DELETE ON goods_skus
  REFERENCING OLD TABLE AS old_skus FOR EACH STATEMENT EXECUTE FUNCTION goods_skus_refresh_lowest_rent();
--> statement-breakpoint
CREATE TRIGGER goods_skus_lowest_rent_move AFTER UPDATE OF goods_id ON goods_skus
  FOR EACH ROW WHEN (OLD.goods_id IS DISTINCT FROM NEW.goods_id) EXECUTE FUNCTION goods_skus_refresh_lowest_rent();
--> statement-breakpoint
SELECT refresh_goods_lowest_rent(ARRAY(SELECT id FROM goods));
