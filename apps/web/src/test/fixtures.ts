import type { CurrentUser, InstallationFeatures, Market, Me, Permission } from '@catering/domain';

let sequence = 0;
/** Stable-looking v4 uuids, unique per call, so lists and keys behave as with real data. */
export function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildUser(
  overrides: Partial<Omit<CurrentUser, 'role'>> & {
    roleName?: string;
    permissions?: Permission[];
  } = {},
): CurrentUser {
  const { roleName = 'Admin', permissions = [], ...user } = overrides;
  return {
    id: nextId(),
    email: 'someone@example.com',
    firstName: 'Sam',
    lastName: 'Cook',
    userType: 'User',
    defaultMarketId: null,
    limitedToMarketIds: [],
    role: { id: nextId(), name: roleName, permissions },
    passwordChangeRequired: false,
    ...user,
  };
}

/** GET /me's answer for `user`: the installation has nothing optional set up unless told. */
export function meOf(user: CurrentUser, features: Partial<InstallationFeatures> = {}): Me {
  return { ...user, features: { chefSurvey: false, ...features } };
}

export function buildMarket(name: string, overrides: Partial<Market> = {}): Market {
  return { id: nextId(), name, timeZone: 'America/Phoenix', ...overrides };
}
