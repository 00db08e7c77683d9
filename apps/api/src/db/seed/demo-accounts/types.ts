/**
 * The demo accounts (client sites), written with reference names (market, service type)
 * that the seed resolves to ids. Their serving schedules expand into service events the
 * same way the Service Schedule tab does (packages/domain planServingSchedule).
 */

export interface DemoAddress {
  addressOne: string;
  addressTwo?: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** Five digits. */
  zipCode: string;
}

/** One weekday of a serving schedule (Add/Update); weekdays left out are not served. */
export interface DemoScheduleDay {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  meatEaters: number;
  nonMeatEaters: number;
  pricePerEater: number;
  /** HH:MM, 24-hour. */
  serviceTime: string;
}

export interface DemoAccount {
  name: string;
  /** Phoenix, Denver, Dallas or Austin. */
  market: string;
  /** 'Sifted 1.0' or 'Sifted 2.0'. */
  serviceType: string;
  totalEmployees: number;
  showOptin?: true;
  /** The main address first; a few accounts have a second one (another building). */
  addresses: DemoAddress[];
  pointOfContact?: { firstName: string; lastName: string; email: string };
  /** Per service line name (Breakfast, Lunch): the weekly grid. */
  schedules: { serviceLine: 'Breakfast' | 'Lunch'; days: DemoScheduleDay[] }[];
  /** Element type name to modifier (e.g. { Protein: 1.2 }); others stay 1.0. */
  portionModifiers?: Record<string, number>;
  playbook?: {
    kitchenArrivalTime: string;
    leaveTime: string;
    serviceStartTime: string;
    leftoverInstructions: string;
    deliveryInstructions: string;
    setupNotes: string;
  };
}
