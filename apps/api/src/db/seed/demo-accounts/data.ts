import { DEMO_ACCOUNTS_1 } from './data-1.js';
import { DEMO_ACCOUNTS_2 } from './data-2.js';
import { DEMO_ACCOUNTS_3 } from './data-3.js';
import { DEMO_ACCOUNTS_4 } from './data-4.js';
import { DEMO_ACCOUNTS_5 } from './data-5.js';
import { DEMO_ACCOUNTS_6 } from './data-6.js';
import { DEMO_ACCOUNTS_7 } from './data-7.js';
import { DEMO_ACCOUNTS_8 } from './data-8.js';
import { DEMO_ACCOUNTS_9 } from './data-9.js';
import { DEMO_ACCOUNTS_10 } from './data-10.js';
import { DEMO_ACCOUNTS_11 } from './data-11.js';
import { DEMO_ACCOUNTS_12 } from './data-12.js';
import { DEMO_ACCOUNTS_13 } from './data-13.js';
import { DEMO_ACCOUNTS_14 } from './data-14.js';
import { DEMO_ACCOUNTS_15 } from './data-15.js';
import { DEMO_ACCOUNTS_16 } from './data-16.js';
import { DEMO_ACCOUNTS_17 } from './data-17.js';
import { DEMO_ACCOUNTS_18 } from './data-18.js';
import { DEMO_ACCOUNTS_19 } from './data-19.js';
import { DEMO_ACCOUNTS_20 } from './data-20.js';
import type { DemoAccount } from './types.js';

/** Every demo account (client site), by market: Phoenix, Denver, Dallas, Austin. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  ...DEMO_ACCOUNTS_1,
  ...DEMO_ACCOUNTS_2,
  ...DEMO_ACCOUNTS_3,
  ...DEMO_ACCOUNTS_4,
  ...DEMO_ACCOUNTS_5,
  ...DEMO_ACCOUNTS_6,
  ...DEMO_ACCOUNTS_7,
  ...DEMO_ACCOUNTS_8,
  ...DEMO_ACCOUNTS_9,
  ...DEMO_ACCOUNTS_10,
  ...DEMO_ACCOUNTS_11,
  ...DEMO_ACCOUNTS_12,
  ...DEMO_ACCOUNTS_13,
  ...DEMO_ACCOUNTS_14,
  ...DEMO_ACCOUNTS_15,
  ...DEMO_ACCOUNTS_16,
  ...DEMO_ACCOUNTS_17,
  ...DEMO_ACCOUNTS_18,
  ...DEMO_ACCOUNTS_19,
  ...DEMO_ACCOUNTS_20,
];
