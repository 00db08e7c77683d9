import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Dallas (3 of 5): Prescott Vance & Haddad LLP, Prairie Star Telecom — Customer
 * Care, Caddo Microsystems.
 */
export const DEMO_ACCOUNTS_13: DemoAccount[] = [
  {
    name: 'Prescott Vance & Haddad LLP',
    market: 'Dallas',
    serviceType: 'Sifted 2.0',
    totalEmployees: 320,
    addresses: [
      {
        addressOne: '2200 Ross Ave',
        addressTwo: 'Suite 4100',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75201',
      },
    ],
    pointOfContact: {
      firstName: 'Whitney',
      lastName: 'Prescott',
      email: 'whitney.prescott@pvh-law.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 96,
            nonMeatEaters: 18,
            pricePerEater: 17.25,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 96,
            nonMeatEaters: 18,
            pricePerEater: 17.25,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 96,
            nonMeatEaters: 18,
            pricePerEater: 17.25,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 96,
            nonMeatEaters: 18,
            pricePerEater: 17.25,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 60,
            nonMeatEaters: 12,
            pricePerEater: 17.25,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '10:15',
      leaveTime: '11:00',
      serviceStartTime: '12:00',
      leftoverInstructions: 'Wrap leftovers for the 41st-floor pantry; the night staff finish them',
      deliveryInstructions: 'Dock on Olive St; give the guard the crew list and use freight car 4',
      setupNotes: 'Buffet in the main conference pantry; hot wells on the left counter',
    },
  },
  {
    name: 'Prairie Star Telecom — Customer Care',
    market: 'Dallas',
    serviceType: 'Sifted 1.0',
    totalEmployees: 1000,
    addresses: [
      {
        addressOne: '1200 E Collins Blvd',
        city: 'Richardson',
        state: 'TX',
        zipCode: '75081',
      },
    ],
    pointOfContact: {
      firstName: 'Devon',
      lastName: 'Hughes',
      email: 'devon.hughes@prairiestartel.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 310,
            nonMeatEaters: 64,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 310,
            nonMeatEaters: 64,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 310,
            nonMeatEaters: 64,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 310,
            nonMeatEaters: 64,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 310,
            nonMeatEaters: 64,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'saturday',
            meatEaters: 170,
            nonMeatEaters: 34,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Salad: 1.1, Dessert: 0.8 },
    playbook: {
      kitchenArrivalTime: '09:00',
      leaveTime: '10:20',
      serviceStartTime: '11:30',
      leftoverInstructions: 'Offer leftovers to the 2 pm shift, then compost',
      deliveryInstructions:
        "Visitor lot on the north side; the café door is next to the smokers' area",
      setupNotes: 'Two lines in the ground-floor café so each half-hour break wave moves fast',
    },
  },
  {
    name: 'Caddo Microsystems',
    market: 'Dallas',
    serviceType: 'Sifted 2.0',
    totalEmployees: 540,
    addresses: [
      {
        addressOne: '1301 W Campbell Rd',
        city: 'Richardson',
        state: 'TX',
        zipCode: '75080',
      },
    ],
    pointOfContact: {
      firstName: 'Vikram',
      lastName: 'Bhatt',
      email: 'vikram.bhatt@caddomicro.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 170,
            nonMeatEaters: 36,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 170,
            nonMeatEaters: 36,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 170,
            nonMeatEaters: 36,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 170,
            nonMeatEaters: 36,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 170,
            nonMeatEaters: 36,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
];
