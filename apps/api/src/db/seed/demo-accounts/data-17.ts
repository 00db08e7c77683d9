import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Austin (2 of 5): Reyes Kowalski & Finch PLLC, Chisholm Data Systems, San Gabriel
 * Medical Devices.
 */
export const DEMO_ACCOUNTS_17: DemoAccount[] = [
  {
    name: 'Reyes Kowalski & Finch PLLC',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 110,
    addresses: [
      {
        addressOne: '600 Congress Ave',
        addressTwo: 'Suite 1800',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      },
    ],
    pointOfContact: {
      firstName: 'Teresa',
      lastName: 'Kowalski',
      email: 'teresa.kowalski@rkf-law.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 34,
            nonMeatEaters: 8,
            pricePerEater: 17,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 34,
            nonMeatEaters: 8,
            pricePerEater: 17,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 34,
            nonMeatEaters: 8,
            pricePerEater: 17,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 34,
            nonMeatEaters: 8,
            pricePerEater: 17,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 34,
            nonMeatEaters: 8,
            pricePerEater: 17,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '10:30',
      leaveTime: '11:15',
      serviceStartTime: '12:00',
      leftoverInstructions:
        'Wrap leftovers for the 18th-floor pantry; paralegals finish them by 3 pm',
      deliveryInstructions:
        'Dock on Brazos St, entrance between the two garages; check in at the dock booth',
      setupNotes: 'Buffet on the boardroom sideboard; move the water pitchers to the window ledge',
    },
  },
  {
    name: 'Chisholm Data Systems',
    market: 'Austin',
    serviceType: 'Sifted 1.0',
    totalEmployees: 850,
    addresses: [
      {
        addressOne: '2401 Sundance Pkwy',
        city: 'Round Rock',
        state: 'TX',
        zipCode: '78681',
      },
    ],
    pointOfContact: {
      firstName: 'Brenda',
      lastName: 'Kowalczyk',
      email: 'brenda.kowalczyk@chisholmdata.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 90,
            nonMeatEaters: 16,
            pricePerEater: 9.75,
            serviceTime: '07:45',
          },
          {
            day: 'wednesday',
            meatEaters: 90,
            nonMeatEaters: 16,
            pricePerEater: 9.75,
            serviceTime: '07:45',
          },
          {
            day: 'friday',
            meatEaters: 90,
            nonMeatEaters: 16,
            pricePerEater: 9.75,
            serviceTime: '07:45',
          },
        ],
      },
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 260,
            nonMeatEaters: 52,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 260,
            nonMeatEaters: 52,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 260,
            nonMeatEaters: 52,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 260,
            nonMeatEaters: 52,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 260,
            nonMeatEaters: 52,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
  {
    name: 'San Gabriel Medical Devices',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 380,
    addresses: [
      {
        addressOne: '1101 Leander Rd',
        city: 'Georgetown',
        state: 'TX',
        zipCode: '78628',
      },
    ],
    pointOfContact: {
      firstName: 'Russell',
      lastName: 'Kimura',
      email: 'russell.kimura@sangabrielmed.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 120,
            nonMeatEaters: 22,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 120,
            nonMeatEaters: 22,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 120,
            nonMeatEaters: 22,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 120,
            nonMeatEaters: 22,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 120,
            nonMeatEaters: 22,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
        ],
      },
    ],
  },
];
