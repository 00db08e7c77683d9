-- Issue #27: the seed never overwrites an existing role (docs/permissions.md, section 1), so
-- the roles of an existing database receive the purchasing permissions here. A fresh
-- database has no roles yet at this point; the seed gives them the same lists.
UPDATE "roles" SET "permissions" = array_append("permissions", 'viewPurchasing'), "updated_at" = now()
WHERE "name" IN ('Super Admin', 'Admin') AND NOT ('viewPurchasing' = ANY("permissions"));
--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'viewFoodCost'), "updated_at" = now()
WHERE "name" IN ('Super Admin', 'Admin', 'Culinary') AND NOT ('viewFoodCost' = ANY("permissions"));
