import type {
  CurrentUser,
  HostDaily,
  HostService,
  HostServiceLine,
  Permission,
} from '@catering/domain';
import { buildMarket, buildUser, meOf, nextId } from './fixtures';
import type { MockAnswer, MockHandler } from './mock-api';
import { openPage } from './open-page';
import { lineNamed, phoenix, schedulingLines } from './scheduling-detail-fixtures';

/** The hosts' pages' data (docs/hosts.md), around the scheduling fixtures' Phoenix and lines. */

export const tucson = buildMarket('Tucson');
export const HOST_PERMISSIONS: Permission[] = ['viewScheduleMenu', 'editHostSurvey'];

/** A host of Phoenix: role Host, the permissions hosts are given. */
export function buildHost(overrides: Parameters<typeof buildUser>[0] = {}): CurrentUser {
  return buildUser({
    roleName: 'Host',
    permissions: HOST_PERMISSIONS,
    defaultMarketId: phoenix.id,
    ...overrides,
  });
}

/** `user` signed in on `path`, with Phoenix and Tucson and the seven service lines. */
export function openAsHost(
  path: string,
  options: { user?: CurrentUser; handlers?: Record<string, MockHandler | MockAnswer> } = {},
) {
  return openPage(path, {
    reference: { '/v1/markets': [phoenix, tucson], '/v1/service-lines': schedulingLines },
    handlers: {
      'GET /me': { data: meOf(options.user ?? buildHost()) },
      // No pinned accounts unless the test says otherwise.
      'GET /v1/hosts/pinned-accounts': { data: [], meta: { count: 0 } },
      ...options.handlers,
    },
  });
}

export function buildHostServiceLine(
  lineName: string,
  menuName: string,
  services = 2,
): HostServiceLine {
  const line = lineNamed(lineName);
  return {
    serviceLine: { id: line.id, name: line.name },
    scheduledMenu: { id: nextId(), name: menuName },
    services,
  };
}

/** Acme Corp's 11:30 service: two containers lines, no survey yet. */
export function buildHostService(overrides: Partial<HostService> = {}): HostService {
  return {
    serviceEventId: nextId(),
    account: { id: nextId(), name: 'Acme Corp' },
    address: '100 Main St, Phoenix',
    serviceTime: '11:30',
    headcount: 40,
    dietaryCount: 3,
    allergenCount: 2,
    specialRequest: false,
    notes: '',
    containers: [
      { name: 'Chicken Tikka', container: 'Full Pan', full: 2, half: 1 },
      { name: 'Basmati Rice', container: 'Half Pan', full: 0, half: 1 },
    ],
    survey: null,
    ...overrides,
  };
}

type HostFlowElement = HostDaily['scheduledMenu']['elements'][number];

export function buildHostFlowElement(
  name: string,
  overrides: Partial<HostFlowElement> = {},
): HostFlowElement {
  return {
    id: nextId(),
    name,
    allergenNames: [],
    servingTemp: 'HOT',
    utensil: null,
    vessel: null,
    directionals: '',
    ...overrides,
  };
}

/** Phoenix's Lunch of 14 March 2025: Taste of India, three host-flow rows, one service. */
export function buildHostDaily(
  overrides: Partial<Omit<HostDaily, 'scheduledMenu'>> & {
    scheduledMenu?: Partial<HostDaily['scheduledMenu']>;
  } = {},
): HostDaily {
  const { scheduledMenu, ...day } = overrides;
  const lunch = lineNamed('Lunch');
  return {
    date: '2025-03-14',
    market: { id: phoenix.id, name: phoenix.name },
    serviceLine: { id: lunch.id, name: lunch.name },
    scheduledMenu: {
      id: nextId(),
      name: 'Taste of India',
      cuisineName: 'Indian',
      description: 'Warm spices and fresh naan.',
      allergenNames: ['Dairy', 'Gluten'],
      butcherPaperNotes: '',
      clientNotes: '',
      talkingPoints: '',
      elements: [
        buildHostFlowElement('Basmati Rice', { utensil: 'Spoon', vessel: 'Round Bowl' }),
        buildHostFlowElement('Chicken Tikka', {
          allergenNames: ['Dairy'],
          utensil: 'Tongs',
          vessel: 'Hotel Pan',
          directionals: 'Keep covered until service.',
        }),
        buildHostFlowElement('Mango Salad', { servingTemp: 'COLD' }),
      ],
      ...scheduledMenu,
    },
    services: [buildHostService()],
    ...day,
  };
}
