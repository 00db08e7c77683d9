import { z } from 'zod';
import { isoDateTime, uuid } from './ids.js';

/** Reference rows loaded at sign-in (catalogue spec section 3). */
const named = { id: uuid, name: z.string() };

export const marketSchema = z.object({ ...named, timeZone: z.string() });
export const serviceLineSchema = z.object({ ...named, sortOrder: z.number().int() });
export const EATER_GROUPS = ['protein', 'veg', 'all'] as const;
export const elementTypeSchema = z.object({
  ...named,
  feeds: z.enum(EATER_GROUPS),
  isCore: z.boolean(),
  sortOrder: z.number().int(),
});
export const allergenSchema = z.object(named);
export const cuisineTypeSchema = z.object(named);
export const containerTypeSchema = z.object({ ...named, allowsHalf: z.boolean() });
export const portionUnitSchema = z.object({ ...named, abbreviation: z.string() });
export const brandSchema = z.object(named);
export const menuElementClassSchema = z.object(named);
export const servingUtensilSchema = z.object(named);
export const servingVesselSchema = z.object(named);
export const vendorSchema = z.object(named);
export const addOnSlotSchema = z.object({ ...named, order: z.number().int() });
export const addOnTypeSchema = z.object({ ...named, addOnSlots: z.array(addOnSlotSchema) });
export const roleListItemSchema = z.object({
  ...named,
  permissions: z.array(z.string()),
  updatedAt: isoDateTime,
});

export type Market = z.infer<typeof marketSchema>;
export type ServiceLine = z.infer<typeof serviceLineSchema>;
export type ElementType = z.infer<typeof elementTypeSchema>;
export type Allergen = z.infer<typeof allergenSchema>;
export type CuisineType = z.infer<typeof cuisineTypeSchema>;
export type ContainerType = z.infer<typeof containerTypeSchema>;
export type PortionUnit = z.infer<typeof portionUnitSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type MenuElementClass = z.infer<typeof menuElementClassSchema>;
export type ServingUtensil = z.infer<typeof servingUtensilSchema>;
export type ServingVessel = z.infer<typeof servingVesselSchema>;
export type Vendor = z.infer<typeof vendorSchema>;
export type AddOnSlot = z.infer<typeof addOnSlotSchema>;
export type AddOnType = z.infer<typeof addOnTypeSchema>;
export type RoleListItem = z.infer<typeof roleListItemSchema>;

/** Lookup maps of GET /v1/maps/{name}. */
export const LOOKUP_MAP_NAMES = ['container-types', 'allergens'] as const;
export type LookupMapName = (typeof LOOKUP_MAP_NAMES)[number];

/** Service line order of the spec; the calendar adds Dessert and Special. */
export const SERVICE_LINE_ORDER = [
  'Breakfast',
  'Lunch',
  'Dinner',
  'Snack',
  'Happy Hour',
  'Dessert',
  'Special',
] as const;

/** Per-endpoint page sizes (catalogue spec section 9): the maximum each list accepts. */
export const LIST_LIMITS = {
  allergens: 100,
  brands: 100,
  serviceTypes: 100,
  tags: 1000,
  menuElementClasses: 10000,
  elementTypes: 8192,
  /** Fixed lists loaded whole at sign-in. */
  fixedList: 1000,
} as const;

/** Name of a menu or element in a path: slashes travel encoded as this code. */
export const SLASH_CODE = '%2F';
export function decodeNameParam(name: string): string {
  return name.split(SLASH_CODE).join('/').split('%2f').join('/');
}
