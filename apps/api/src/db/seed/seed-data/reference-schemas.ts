import { EATER_GROUPS, inviteUserSchema, ROLE_NAMES, USER_TYPES } from '@catering/domain';
import { z } from 'zod';
import { acceptedByProduct } from './product-check.js';

/** A name the product shows in lists and pickers: trimmed, not empty. */
const name = z
  .string()
  .min(1)
  .refine((text) => text.trim() === text, 'Must not start or end with spaces.');
const names = z.array(name);

/** An IANA time zone, in which the market's "today" (and every lock) is computed. */
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Must be an IANA time zone, such as America/Phoenix.');

const marketSchema = z.strictObject({ name, timeZone });

/**
 * reference.json: the product's fixed vocabularies. Every operator starts with these,
 * demo data or not; names are the spec's where it gives them.
 */
export const referenceDataSchema = z.strictObject({
  /** The spec's default market; every operator has at least this one. */
  defaultMarkets: z.array(marketSchema),
  serviceLines: names,
  /** Which eaters each element type feeds (DESIGN.md 5); core types lead the modifiers tab. */
  elementTypes: z.array(z.strictObject({ name, feeds: z.enum(EATER_GROUPS), isCore: z.boolean() })),
  /** The nine major food allergens of US law (FALCPA and the FASTER Act). */
  allergens: names,
  cuisineTypes: names,
  containerTypes: z.array(z.strictObject({ name, allowsHalf: z.boolean() })),
  portionUnits: z.array(z.strictObject({ name, abbreviation: name })),
  servingUtensils: names,
  servingVessels: names,
  /** Service types the defaults name: schedule entries Sifted 1.0, new events Sifted 2.0. */
  serviceTypes: names,
  /** Tags (menu element classes): the variants a menu or element comes in. */
  menuElementClasses: names,
  /** Greens Bar: Entry Level items from slot 0, Basic from 9, Elevated from 12. */
  addOnTypes: z.array(z.strictObject({ name, slots: names })),
});
export type ReferenceData = z.infer<typeof referenceDataSchema>;

const roleName = z.enum(Object.values(ROLE_NAMES));

/** A person as Manage Team would invite them (the role's name stands for its id). */
const invitable = <Row extends { email: string; firstName: string; lastName: string }>() =>
  acceptedByProduct<Row>(inviteUserSchema, (row, id) => ({
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleId: id('role'),
  }));

const demoUserSchema = z
  .strictObject({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleName,
    userType: z.enum(USER_TYPES),
  })
  .superRefine(invitable());

const demoInvitedUserSchema = z
  .strictObject({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleName,
    /** A market's name. */
    defaultMarket: z.string(),
  })
  .superRefine(invitable());

/** demo-operator.json: a realistic operator for demos and the browser journeys (DESIGN.md 2). */
export const demoOperatorSchema = z.strictObject({
  markets: z.array(marketSchema),
  brands: names,
  keywordTags: names,
  vendors: names,
  /** One user per role; the Super Admin is ADMIN_EMAIL (admin@example.com by default). */
  users: z.array(demoUserSchema),
  /**
   * Staff invited but not yet joined, so the Users page shows the Invited state. Their link
   * is not printed anywhere: a Super Admin or Admin resends it to reach it (docs/team.md).
   */
  invitedUsers: z.array(demoInvitedUserSchema),
});
export type DemoOperator = z.infer<typeof demoOperatorSchema>;
