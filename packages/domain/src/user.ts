import { z } from 'zod';
import { uuid } from './ids.js';
import { USER_TYPES } from './permissions.js';

export const roleSchema = z.object({
  id: uuid,
  name: z.string(),
  permissions: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

export const currentUserSchema = z.object({
  id: uuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  defaultMarketId: uuid.nullable(),
  /** The markets the user is limited to (docs/permissions.md 8); empty: every market. */
  limitedToMarketIds: z.array(uuid),
  /** Null until a Super Admin gives one to a person who arrived by single sign-on. */
  role: roleSchema.nullable(),
  /** Set at sign-in when the password no longer meets the policy; cleared when it changes. */
  passwordChangeRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * What this installation has set up. The web app has no configuration of its own, so it
 * learns here which actions can work and leaves out the others.
 */
export const installationFeaturesSchema = z.object({
  /** CHEF_SURVEY_URL is set: Complete Chef Survey has a form to open (catalogue spec 2.8, 2.9). */
  chefSurvey: z.boolean(),
});
export type InstallationFeatures = z.infer<typeof installationFeaturesSchema>;

/** GET /me: the signed-in user and what the installation offers them. */
export const meSchema = currentUserSchema.extend({ features: installationFeaturesSchema });
export type Me = z.infer<typeof meSchema>;

export const signInResultSchema = z.object({ token: z.string(), user: currentUserSchema });
export type SignInResult = z.infer<typeof signInResultSchema>;
