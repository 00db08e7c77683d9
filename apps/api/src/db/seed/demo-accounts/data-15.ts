import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Dallas (5 of 5): Trinity Forks University — Faculty Club, Mountain Creek Aero
 * Works, Heritage Prairie Credit Union HQ.
 */
export const DEMO_ACCOUNTS_15: DemoAccount[] = [
  {
    name: 'Trinity Forks University — Faculty Club',
    market: 'Dallas',
    serviceType: 'Sifted 1.0',
    totalEmployees: 280,
    addresses: [
      {
        addressOne: '6200 Airline Rd',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75205',
      },
      {
        addressOne: '6250 Airline Rd',
        addressTwo: 'Graduate Commons',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75205',
      },
    ],
    pointOfContact: {
      firstName: 'Philip',
      lastName: 'Okonkwo',
      email: 'philip.okonkwo@trinityforks.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 80,
            nonMeatEaters: 20,
            pricePerEater: 15.25,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 80,
            nonMeatEaters: 20,
            pricePerEater: 15.25,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 80,
            nonMeatEaters: 20,
            pricePerEater: 15.25,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 80,
            nonMeatEaters: 20,
            pricePerEater: 15.25,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 80,
            nonMeatEaters: 20,
            pricePerEater: 15.25,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    portionModifiers: { Greens: 1.2 },
  },
  {
    name: 'Mountain Creek Aero Works',
    market: 'Dallas',
    serviceType: 'Sifted 1.0',
    totalEmployees: 1300,
    addresses: [
      {
        addressOne: '2501 Great Southwest Pkwy',
        city: 'Grand Prairie',
        state: 'TX',
        zipCode: '75050',
      },
    ],
    pointOfContact: {
      firstName: 'Luis',
      lastName: 'Carranza',
      email: 'luis.carranza@mountaincreekaero.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 160,
            nonMeatEaters: 24,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 160,
            nonMeatEaters: 24,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'friday',
            meatEaters: 160,
            nonMeatEaters: 24,
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
            meatEaters: 450,
            nonMeatEaters: 70,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 450,
            nonMeatEaters: 70,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 450,
            nonMeatEaters: 70,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 450,
            nonMeatEaters: 70,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 450,
            nonMeatEaters: 70,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.2, Bread: 1.2 },
    playbook: {
      kitchenArrivalTime: '08:30',
      leaveTime: '10:00',
      serviceStartTime: '11:30',
      leftoverInstructions:
        'Leftovers to the paint-shop crew, who eat after the line shuts at 1 pm',
      deliveryInstructions:
        'Gate C off Great Southwest Pkwy; safety glasses on past the painted walkway',
      setupNotes: 'Hot line in the main plant café; a cold satellite table in Hangar 3',
    },
  },
  {
    name: 'Heritage Prairie Credit Union HQ',
    market: 'Dallas',
    serviceType: 'Sifted 2.0',
    totalEmployees: 280,
    addresses: [
      {
        addressOne: '5700 W Plano Pkwy',
        city: 'Plano',
        state: 'TX',
        zipCode: '75093',
      },
    ],
    pointOfContact: {
      firstName: 'Stacy',
      lastName: 'Whitlock',
      email: 'stacy.whitlock@heritageprairiecu.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 86,
            nonMeatEaters: 16,
            pricePerEater: 12.5,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 86,
            nonMeatEaters: 16,
            pricePerEater: 12.5,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 86,
            nonMeatEaters: 16,
            pricePerEater: 12.5,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 86,
            nonMeatEaters: 16,
            pricePerEater: 12.5,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 86,
            nonMeatEaters: 16,
            pricePerEater: 12.5,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
];
