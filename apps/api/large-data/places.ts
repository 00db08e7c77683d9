import { commaList } from './comma-list.js';

/**
 * The large operator's markets and the words its accounts, vendors and brands are named
 * from. Phoenix comes first: it is the default market every database already has.
 */

export interface MarketPlace {
  name: string;
  timeZone: string;
  /** Two-letter code, as account addresses store it. */
  state: string;
  cities: { city: string; zipPrefix: string }[];
}

export const LARGE_MARKETS: MarketPlace[] = [
  {
    name: 'Phoenix',
    timeZone: 'America/Phoenix',
    state: 'AZ',
    cities: [
      { city: 'Phoenix', zipPrefix: '850' },
      { city: 'Tempe', zipPrefix: '852' },
      { city: 'Scottsdale', zipPrefix: '852' },
    ],
  },
  {
    name: 'Denver',
    timeZone: 'America/Denver',
    state: 'CO',
    cities: [
      { city: 'Denver', zipPrefix: '802' },
      { city: 'Englewood', zipPrefix: '801' },
      { city: 'Lakewood', zipPrefix: '804' },
    ],
  },
  {
    name: 'Dallas',
    timeZone: 'America/Chicago',
    state: 'TX',
    cities: [
      { city: 'Dallas', zipPrefix: '752' },
      { city: 'Plano', zipPrefix: '750' },
      { city: 'Irving', zipPrefix: '750' },
    ],
  },
  {
    name: 'Austin',
    timeZone: 'America/Chicago',
    state: 'TX',
    cities: [
      { city: 'Austin', zipPrefix: '787' },
      { city: 'Round Rock', zipPrefix: '786' },
    ],
  },
  {
    name: 'Houston',
    timeZone: 'America/Chicago',
    state: 'TX',
    cities: [
      { city: 'Houston', zipPrefix: '770' },
      { city: 'Sugar Land', zipPrefix: '774' },
    ],
  },
  {
    name: 'Atlanta',
    timeZone: 'America/New_York',
    state: 'GA',
    cities: [
      { city: 'Atlanta', zipPrefix: '303' },
      { city: 'Alpharetta', zipPrefix: '300' },
    ],
  },
  {
    name: 'Chicago',
    timeZone: 'America/Chicago',
    state: 'IL',
    cities: [
      { city: 'Chicago', zipPrefix: '606' },
      { city: 'Evanston', zipPrefix: '602' },
    ],
  },
  {
    name: 'Seattle',
    timeZone: 'America/Los_Angeles',
    state: 'WA',
    cities: [
      { city: 'Seattle', zipPrefix: '981' },
      { city: 'Bellevue', zipPrefix: '980' },
    ],
  },
  {
    name: 'Boston',
    timeZone: 'America/New_York',
    state: 'MA',
    cities: [
      { city: 'Boston', zipPrefix: '021' },
      { city: 'Cambridge', zipPrefix: '021' },
    ],
  },
  {
    name: 'San Diego',
    timeZone: 'America/Los_Angeles',
    state: 'CA',
    cities: [
      { city: 'San Diego', zipPrefix: '921' },
      { city: 'Carlsbad', zipPrefix: '920' },
    ],
  },
];

const VENDOR_PLACES = commaList('Desert, Mountain, Valley, Coastal, Prairie, Harbor, Summit');
const VENDOR_KINDS = commaList('Produce Co., Foods, Provisions, Meats, Dairy Supply, Seafood');
export const LARGE_VENDORS = VENDOR_PLACES.flatMap((place) =>
  VENDOR_KINDS.map((kind) => `${place} ${kind}`),
);

export const LARGE_BRANDS = commaList(`Sifted, Fuel Kitchen, Green Table, Harvest & Hearth,
  Copper Pot, Field Day, Open Flame, Little Market, Good Grain, Salt & Stone, Daily Bowl, Blue Plate`);

/** Search keywords: lower case, as the tags page keeps them. */
export const LARGE_KEYWORD_TAGS = commaList(`spicy, comfort, high-protein, seasonal, handheld,
  light, family-style, crowd-pleaser, plant-forward, grill, bowls, holiday, summer, winter,
  street-food, classic`);

export const ACCOUNT_NAME_LEADS = commaList(`Saguaro, Agave, Copper, Mesa, Juniper, Kestrel,
  Pinyon, Clear Creek, Trinity, Bluebonnet, Magnolia, Cedar, Granite, Harbor, Lakeshore,
  Riverbend, Summit, Aspen, Sierra, Pacific, Evergreen, Prairie, Redwood, Sandstone, Ironwood,
  Falcon, Heron, Willow, Northstar, Brightline, Keystone, Horizon, Silverleaf, Canyon, Orchard,
  Beacon, Meridian, Cobalt, Pioneer, Crescent`);
export const ACCOUNT_NAME_TRADES = commaList(`Analytics, Payments, Logistics, Aerospace,
  Engineering, Health, Biotech, Software, Robotics, Energy, Insurance, Capital, Design Co.,
  Media, Labs, Manufacturing, Legal, Architects, Semiconductors, Foods, Telecom, Games,
  Security, Realty, Studios, Partners, Systems, Networks, Pharma, Outfitters`);
/** Most accounts are one site; some name theirs. */
export const ACCOUNT_NAME_SITES = [
  '',
  '',
  '',
  '',
  ' — HQ',
  ' — North Campus',
  ' — Lab',
  ' — Plant 2',
];
export const STREETS = commaList(`Main St, Central Ave, Camelback Rd, Mill Ave, Broadway,
  Market St, Elm St, Congress Ave, Lamar Blvd, Peachtree St, Wacker Dr, Pine St, Commerce Dr,
  Innovation Way, Research Blvd, Industrial Pkwy, Harbor Dr, Park Ave`);
