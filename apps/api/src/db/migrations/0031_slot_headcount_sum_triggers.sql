-- slot_headcounts keeps, beside each slot's eaters (0029), its eaters with allergens, its
-- dietary eaters and how many live events it holds, so a scheduled menu reads its slot's
-- headcounts as one row. The same triggers as 0029 with the three figures added; a slot
-- has a row while it holds a live event (before: while its eaters added up to more than 0).

DROP FUNCTION slot_headcounts_add(uuid[], uuid[], date[], integer[]);
--> statement-breakpoint
-- Adds each change (an event's figures, signed: +1 service for an event that arrives, -1
-- for one that goes) to its slot and drops the slots left without events. The accounts are
-- locked FOR SHARE first: a concurrent change of an account's market (FOR NO KEY UPDATE)
-- then finishes before the market is read, so the change lands in the slot the market
-- trigger below no longer moves.
CREATE FUNCTION slot_headcounts_add(changed_accounts uuid[], changed_lines uuid[], changed_dates date[], changed_eaters integer[], changed_allergens integer[], changed_dietary integer[], changed_services integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed_accounts IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM accounts WHERE id = ANY (changed_accounts) ORDER BY id FOR SHARE;
  INSERT INTO slot_headcounts AS kept (market_id, service_line_id, date, eaters, allergen_count, dietary_count, services)
  SELECT a.market_id, c.line_id, c.date, sum(c.eaters)::integer, sum(c.allergens)::integer,
    sum(c.dietary)::integer, sum(c.services)::integer
  FROM unnest(changed_accounts, changed_lines, changed_dates, changed_eaters, changed_allergens, changed_dietary, changed_services)
    AS c(account_id, line_id, date, eaters, allergens, dietary, services)
  JOIN accounts a ON a.id = c.account_id
  GROUP BY a.market_id, c.date, c.line_id
  -- A change that nets to nothing (an event's notes, an event moved and back) writes nothing.
  HAVING sum(c.services) <> 0 OR sum(c.eaters) <> 0 OR sum(c.allergens) <> 0 OR sum(c.dietary) <> 0
  ORDER BY a.market_id, c.date, c.line_id
  ON CONFLICT (market_id, date, service_line_id)
  DO UPDATE SET eaters = kept.eaters + excluded.eaters,
    allergen_count = kept.allergen_count + excluded.allergen_count,
    dietary_count = kept.dietary_count + excluded.dietary_count,
    services = kept.services + excluded.services;
  DELETE FROM slot_headcounts WHERE services = 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slot_headcounts_after_event_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM slot_headcounts_add(array_agg(account_id), array_agg(service_line_id), array_agg(date),
    array_agg(eater_count), array_agg(allergen_count), array_agg(dietary_count), array_agg(1))
  FROM new_events WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slot_headcounts_after_event_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM slot_headcounts_add(array_agg(account_id), array_agg(service_line_id), array_agg(date),
    array_agg(eaters), array_agg(allergens), array_agg(dietary), array_agg(services))
  FROM (
    SELECT account_id, service_line_id, date, eater_count AS eaters, allergen_count AS allergens,
      dietary_count AS dietary, 1 AS services
    FROM new_events WHERE deleted_at IS NULL
    UNION ALL
    SELECT account_id, service_line_id, date, -eater_count, -allergen_count, -dietary_count, -1
    FROM old_events WHERE deleted_at IS NULL
  ) AS changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slot_headcounts_after_event_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM slot_headcounts_add(array_agg(account_id), array_agg(service_line_id), array_agg(date),
    array_agg(-eater_count), array_agg(-allergen_count), array_agg(-dietary_count), array_agg(-1))
  FROM old_events WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An account moved to another market takes its live events with it.
CREATE OR REPLACE FUNCTION slot_headcounts_after_account_market() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO slot_headcounts AS kept (market_id, service_line_id, date, eaters, allergen_count, dietary_count, services)
  SELECT moved.market_id, e.service_line_id, e.date, sum(e.eater_count * moved.sign)::integer,
    sum(e.allergen_count * moved.sign)::integer, sum(e.dietary_count * moved.sign)::integer,
    (count(*) * moved.sign)::integer
  FROM service_events e
  CROSS JOIN (VALUES (OLD.market_id, -1), (NEW.market_id, 1)) AS moved(market_id, sign)
  WHERE e.account_id = NEW.id AND e.deleted_at IS NULL
  GROUP BY moved.market_id, moved.sign, e.date, e.service_line_id
  ORDER BY moved.market_id, e.date, e.service_line_id
  ON CONFLICT (market_id, date, service_line_id)
  DO UPDATE SET eaters = kept.eaters + excluded.eaters,
    allergen_count = kept.allergen_count + excluded.allergen_count,
    dietary_count = kept.dietary_count + excluded.dietary_count,
    services = kept.services + excluded.services;
  DELETE FROM slot_headcounts WHERE services = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every slot again from the events, with the new figures.
DELETE FROM slot_headcounts;
--> statement-breakpoint
INSERT INTO slot_headcounts (market_id, service_line_id, date, eaters, allergen_count, dietary_count, services)
SELECT a.market_id, e.service_line_id, e.date, sum(e.eater_count)::integer,
  sum(e.allergen_count)::integer, sum(e.dietary_count)::integer, count(*)::integer
FROM service_events e JOIN accounts a ON a.id = e.account_id
WHERE e.deleted_at IS NULL
GROUP BY a.market_id, e.date, e.service_line_id;
