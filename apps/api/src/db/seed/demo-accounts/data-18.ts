import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Austin (3 of 5): Brushy Creek Medical Center — Staff Café, Gilleland Creek
 * Pharmacy Services, Windsong Health Analytics.
 */
export const DEMO_ACCOUNTS_18: DemoAccount[] = [
  {
    name: 'Brushy Creek Medical Center — Staff Café',
    market: 'Austin',
    serviceType: 'Sifted 1.0',
    totalEmployees: 1100,
    addresses: [
      {
        addressOne: '1950 E Palm Valley Blvd',
        city: 'Round Rock',
        state: 'TX',
        zipCode: '78664',
      },
    ],
    pointOfContact: {
      firstName: 'Denise',
      lastName: 'Harlan',
      email: 'denise.harlan@brushycreekmed.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 110,
            nonMeatEaters: 20,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'tuesday',
            meatEaters: 110,
            nonMeatEaters: 20,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 110,
            nonMeatEaters: 20,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'thursday',
            meatEaters: 110,
            nonMeatEaters: 20,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'friday',
            meatEaters: 110,
            nonMeatEaters: 20,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
        ],
      },
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 300,
            nonMeatEaters: 64,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 300,
            nonMeatEaters: 64,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 300,
            nonMeatEaters: 64,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 300,
            nonMeatEaters: 64,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 300,
            nonMeatEaters: 64,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '08:45',
      leaveTime: '10:15',
      serviceStartTime: '11:30',
      leftoverInstructions:
        'Label leftovers for the night-shift fridge in the ED break room; discard after 24 h',
      deliveryInstructions:
        'Service road behind the central plant to dock 1; never block the ambulance lane',
      setupNotes: 'Hot line in the first-floor staff café; cold case restocked at 12:30',
    },
  },
  {
    name: 'Gilleland Creek Pharmacy Services',
    market: 'Austin',
    serviceType: 'Sifted 1.0',
    totalEmployees: 320,
    addresses: [
      {
        addressOne: '1400 W Pecan St',
        city: 'Pflugerville',
        state: 'TX',
        zipCode: '78660',
      },
    ],
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 100,
            nonMeatEaters: 18,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 100,
            nonMeatEaters: 18,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 100,
            nonMeatEaters: 18,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 100,
            nonMeatEaters: 18,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 100,
            nonMeatEaters: 18,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
        ],
      },
    ],
  },
  {
    name: 'Windsong Health Analytics',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 230,
    showOptin: true,
    addresses: [
      {
        addressOne: '1900 Aldrich St',
        addressTwo: 'Suite 400',
        city: 'Austin',
        state: 'TX',
        zipCode: '78723',
      },
    ],
    pointOfContact: {
      firstName: 'Naomi',
      lastName: 'Feldman',
      email: 'naomi.feldman@windsonghealth.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 68,
            nonMeatEaters: 18,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 68,
            nonMeatEaters: 18,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 68,
            nonMeatEaters: 18,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 68,
            nonMeatEaters: 18,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 68,
            nonMeatEaters: 18,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    portionModifiers: { Greens: 1.3, 'Salad Dressing': 0.8 },
  },
];
