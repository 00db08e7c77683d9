-- slot_headcounts (schema/slot-headcounts.ts): each market, line and day's eaters, kept
-- by these triggers in the transaction of every write of service_events or of an
-- account's market, whatever code path writes them. Statement-level triggers with
-- transition tables: a bulk write of thousands of events is one upsert per slot.

-- Adds each change (an event's eaters, signed) to its slot and drops the slots left at 0.
-- The accounts are locked FOR SHARE first: a concurrent change of an account's market
-- (FOR NO KEY UPDATE) then finishes before the market is read, so the eaters land in
-- the slot the market trigger below no longer moves.
CREATE FUNCTION slot_headcounts_add(changed_accounts uuid[], changed_lines uuid[], changed_dates date[], changed_eaters integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed_accounts IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM accounts WHERE id = ANY (changed_accounts) ORDER BY id FOR SHARE;
  INSERT INTO slot_headcounts AS kept (market_id, service_line_id, date, eaters)
  SELECT a.market_id, c.line_id, c.date, sum(c.eaters)::integer
  FROM unnest(changed_accounts, changed_lines, changed_dates, changed_eaters) AS c(account_id, line_id, date, eaters)
  JOIN accounts a ON a.id = c.account_id
  GROUP BY a.market_id, c.date, c.line_id
  HAVING sum(c.eaters) <> 0
  ORDER BY a.market_id, c.date, c.line_id
  ON CONFLICT (market_id, date, service_line_id)
  DO UPDATE SET eaters = kept.eaters + excluded.eaters;
  DELETE FROM slot_headcounts WHERE eaters = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION slot_headcounts_after_event_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM slot_headcounts_add(array_agg(account_id), array_agg(service_line_id), array_agg(date), array_agg(eater_count))
  FROM new_events WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION slot_headcounts_after_event_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM slot_headcounts_add(array_agg(account_id), array_agg(service_line_id), array_agg(date), array_agg(eaters))
  FROM (
    SELECT account_id, service_line_id, date, eater_count AS eaters FROM new_events WHERE deleted_at IS NULL
    UNION ALL
    SELECT account_id, service_line_id, date, -eater_count FROM old_events WHERE deleted_at IS NULL
  ) AS changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION slot_headcounts_after_event_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM slot_headcounts_add(array_agg(account_id), array_agg(service_line_id), array_agg(date), array_agg(-eater_count))
  FROM old_events WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION slot_headcounts_after_event_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM slot_headcounts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An account moved to another market takes its live events' eaters with it.
CREATE FUNCTION slot_headcounts_after_account_market() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO slot_headcounts AS kept (market_id, service_line_id, date, eaters)
  SELECT moved.market_id, e.service_line_id, e.date, sum(e.eater_count * moved.sign)::integer
  FROM service_events e
  CROSS JOIN (VALUES (OLD.market_id, -1), (NEW.market_id, 1)) AS moved(market_id, sign)
  WHERE e.account_id = NEW.id AND e.deleted_at IS NULL
  GROUP BY moved.market_id, e.date, e.service_line_id
  HAVING sum(e.eater_count) <> 0
  ORDER BY moved.market_id, e.date, e.service_line_id
  ON CONFLICT (market_id, date, service_line_id)
  DO UPDATE SET eaters = kept.eaters + excluded.eaters;
  DELETE FROM slot_headcounts WHERE eaters = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER service_events_slot_headcounts_insert AFTER INSERT ON service_events
REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION slot_headcounts_after_event_insert();
--> statement-breakpoint
CREATE TRIGGER service_events_slot_headcounts_update AFTER UPDATE ON service_events
REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION slot_headcounts_after_event_update();
--> statement-breakpoint
CREATE TRIGGER service_events_slot_headcounts_delete AFTER DELETE ON service_events
REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION slot_headcounts_after_event_delete();
--> statement-breakpoint
CREATE TRIGGER service_events_slot_headcounts_truncate AFTER TRUNCATE ON service_events
FOR EACH STATEMENT EXECUTE FUNCTION slot_headcounts_after_event_truncate();
--> statement-breakpoint
CREATE TRIGGER accounts_slot_headcounts_market AFTER UPDATE OF market_id ON accounts
FOR EACH ROW WHEN (OLD.market_id IS DISTINCT FROM NEW.market_id) EXECUTE FUNCTION slot_headcounts_after_account_market();
--> statement-breakpoint
-- The events written before this migration.
INSERT INTO slot_headcounts (market_id, service_line_id, date, eaters)
SELECT a.market_id, e.service_line_id, e.date, sum(e.eater_count)::integer
FROM service_events e JOIN accounts a ON a.id = e.account_id
WHERE e.deleted_at IS NULL
GROUP BY a.market_id, e.date, e.service_line_id
HAVING sum(e.eater_count) <> 0;
