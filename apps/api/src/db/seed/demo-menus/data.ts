import { DEMO_MENUS_1 } from './data-1.js';
import { DEMO_MENUS_2 } from './data-2.js';
import { DEMO_MENUS_3 } from './data-3.js';
import { DEMO_MENUS_4 } from './data-4.js';
import { DEMO_MENUS_5 } from './data-5.js';
import { DEMO_MENUS_6 } from './data-6.js';
import { DEMO_MENUS_7 } from './data-7.js';
import { DEMO_MENUS_8 } from './data-8.js';
import { DEMO_MENUS_9 } from './data-9.js';
import { DEMO_MENUS_10 } from './data-10.js';
import { DEMO_MENUS_11 } from './data-11.js';
import type { DemoMenu } from './types.js';

/** Every demo master menu: standard first, then lite, premium and catering. */
export const DEMO_MENUS: DemoMenu[] = [
  ...DEMO_MENUS_1,
  ...DEMO_MENUS_2,
  ...DEMO_MENUS_3,
  ...DEMO_MENUS_4,
  ...DEMO_MENUS_5,
  ...DEMO_MENUS_6,
  ...DEMO_MENUS_7,
  ...DEMO_MENUS_8,
  ...DEMO_MENUS_9,
  ...DEMO_MENUS_10,
  ...DEMO_MENUS_11,
];
