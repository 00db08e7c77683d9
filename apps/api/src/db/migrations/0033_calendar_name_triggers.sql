-- scheduled_menus keeps the calendar's names of each menu (0032): its main rows (not
-- alternates) of each of the domain's CALENDAR_TYPE_GROUPS, in row order, kept here as rows
-- and element types change, so the calendar reads them instead of aggregating every row of
-- a month per request.

-- The calendar group of an element type, by name in any case: the domain's
-- CALENDAR_TYPE_GROUPS (a test checks the two agree).
CREATE FUNCTION scheduled_menu_calendar_group(type_name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lower(type_name) IN ('protein', 'alt protein', 'alt protien', 'veg entree', 'sandwich', 'sandwhich') THEN 'protein'
    WHEN lower(type_name) IN ('salad', 'greens') THEN 'salad'
    WHEN lower(type_name) = 'starch' THEN 'starch'
  END
$$;
--> statement-breakpoint
-- Writes the names of each of `menu_ids` again from its rows; a menu whose names did not
-- change is not written (nor locked).
CREATE FUNCTION scheduled_menu_names_refresh(menu_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF menu_ids IS NULL THEN
    RETURN;
  END IF;
  UPDATE scheduled_menus sm
  SET protein_names = n.protein, salad_names = n.salad, starch_names = n.starch
  FROM (
    SELECT m.id,
      coalesce(jsonb_agg(se.name ORDER BY se.sort_order, se.created_at)
        FILTER (WHERE scheduled_menu_calendar_group(et.name) = 'protein'), '[]') AS protein,
      coalesce(jsonb_agg(se.name ORDER BY se.sort_order, se.created_at)
        FILTER (WHERE scheduled_menu_calendar_group(et.name) = 'salad'), '[]') AS salad,
      coalesce(jsonb_agg(se.name ORDER BY se.sort_order, se.created_at)
        FILTER (WHERE scheduled_menu_calendar_group(et.name) = 'starch'), '[]') AS starch
    FROM (SELECT DISTINCT unnest(menu_ids) AS id) m
    LEFT JOIN scheduled_elements se ON se.scheduled_menu_id = m.id AND NOT se.is_alternate
    LEFT JOIN element_types et ON et.id = se.element_type_id
    GROUP BY m.id
  ) n
  WHERE sm.id = n.id
    AND (sm.protein_names, sm.salad_names, sm.starch_names)
      IS DISTINCT FROM (n.protein, n.salad, n.starch);
END $$;
--> statement-breakpoint
CREATE FUNCTION scheduled_menu_names_after_element_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scheduled_menu_names_refresh(array_agg(scheduled_menu_id))
  FROM new_elements WHERE scheduled_menu_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose calendar fields changed: a host-flow edit (directionals, utensils) or a
-- portion change leaves the menu row alone.
CREATE FUNCTION scheduled_menu_names_after_element_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scheduled_menu_names_refresh(array_agg(menu_id))
  FROM (
    SELECT n.scheduled_menu_id AS menu_id FROM new_elements n JOIN old_elements o ON o.id = n.id
    WHERE (n.scheduled_menu_id, n.name, n.sort_order, n.is_alternate, n.element_type_id, n.created_at)
      IS DISTINCT FROM (o.scheduled_menu_id, o.name, o.sort_order, o.is_alternate, o.element_type_id, o.created_at)
    UNION
    SELECT o.scheduled_menu_id FROM new_elements n JOIN old_elements o ON o.id = n.id
    WHERE o.scheduled_menu_id IS DISTINCT FROM n.scheduled_menu_id
  ) AS changed
  WHERE menu_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION scheduled_menu_names_after_element_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scheduled_menu_names_refresh(array_agg(scheduled_menu_id))
  FROM old_elements WHERE scheduled_menu_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A renamed element type may enter or leave a group: every menu with a row of it.
CREATE FUNCTION scheduled_menu_names_after_type_rename() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scheduled_menu_names_refresh(array_agg(DISTINCT scheduled_menu_id))
  FROM scheduled_elements WHERE element_type_id = NEW.id AND scheduled_menu_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scheduled_menu_names_element_insert AFTER INSERT ON scheduled_elements
REFERENCING NEW TABLE AS new_elements
FOR EACH STATEMENT EXECUTE FUNCTION scheduled_menu_names_after_element_insert();
--> statement-breakpoint
CREATE TRIGGER scheduled_menu_names_element_update AFTER UPDATE ON scheduled_elements
REFERENCING OLD TABLE AS old_elements NEW TABLE AS new_elements
FOR EACH STATEMENT EXECUTE FUNCTION scheduled_menu_names_after_element_update();
--> statement-breakpoint
CREATE TRIGGER scheduled_menu_names_element_delete AFTER DELETE ON scheduled_elements
REFERENCING OLD TABLE AS old_elements
FOR EACH STATEMENT EXECUTE FUNCTION scheduled_menu_names_after_element_delete();
--> statement-breakpoint
CREATE TRIGGER scheduled_menu_names_type_rename AFTER UPDATE OF name ON element_types
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION scheduled_menu_names_after_type_rename();
--> statement-breakpoint
-- Every menu's names from its rows as they are.
SELECT scheduled_menu_names_refresh(array_agg(id)) FROM scheduled_menus;
