-- Issue #28: the seed never overwrites an existing role (docs/permissions.md, section 1), so
-- the roles of an existing database receive the forecast permission here. A fresh database
-- has no roles yet at this point; the seed gives them the same lists.
UPDATE "roles" SET "permissions" = array_append("permissions", 'viewForecast'), "updated_at" = now()
WHERE "name" IN ('Super Admin', 'Admin', 'Culinary') AND NOT ('viewForecast' = ANY("permissions"));
