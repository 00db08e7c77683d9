import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Phoenix (3 of 5): Papago Semiconductor — Chandler Fab Campus, Pinnacle Peak
 * Wealth Advisors, Val Vista Biosciences.
 */
export const DEMO_ACCOUNTS_3: DemoAccount[] = [
  {
    name: 'Papago Semiconductor — Chandler Fab Campus',
    market: 'Phoenix',
    serviceType: 'Sifted 2.0',
    totalEmployees: 2300,
    addresses: [
      {
        addressOne: '2455 S Price Rd',
        city: 'Chandler',
        state: 'AZ',
        zipCode: '85286',
      },
      {
        addressOne: '2525 S Price Rd',
        addressTwo: 'Fab 2 Operations Building',
        city: 'Chandler',
        state: 'AZ',
        zipCode: '85286',
      },
    ],
    pointOfContact: {
      firstName: 'Kevin',
      lastName: 'Tran',
      email: 'kevin.tran@papago-semi.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 260,
            nonMeatEaters: 45,
            pricePerEater: 10.25,
            serviceTime: '07:30',
          },
          {
            day: 'tuesday',
            meatEaters: 260,
            nonMeatEaters: 45,
            pricePerEater: 10.25,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 260,
            nonMeatEaters: 45,
            pricePerEater: 10.25,
            serviceTime: '07:30',
          },
          {
            day: 'thursday',
            meatEaters: 260,
            nonMeatEaters: 45,
            pricePerEater: 10.25,
            serviceTime: '07:30',
          },
          {
            day: 'friday',
            meatEaters: 260,
            nonMeatEaters: 45,
            pricePerEater: 10.25,
            serviceTime: '07:30',
          },
        ],
      },
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 820,
            nonMeatEaters: 150,
            pricePerEater: 13.75,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 820,
            nonMeatEaters: 150,
            pricePerEater: 13.75,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 820,
            nonMeatEaters: 150,
            pricePerEater: 13.75,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 820,
            nonMeatEaters: 150,
            pricePerEater: 13.75,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 820,
            nonMeatEaters: 150,
            pricePerEater: 13.75,
            serviceTime: '11:30',
          },
          {
            day: 'saturday',
            meatEaters: 400,
            nonMeatEaters: 72,
            pricePerEater: 13.75,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.2, Starch: 1.1 },
    playbook: {
      kitchenArrivalTime: '08:30',
      leaveTime: '10:15',
      serviceStartTime: '11:30',
      leftoverInstructions:
        'Log leftover pans on the waste sheet; the café lead decides what goes to night shift',
      deliveryInstructions:
        'Gate 3 off Price Rd; every crew member needs a contractor badge from the guard shack',
      setupNotes:
        'Four hot wells in the Building 1 cafeteria plus a satellite line in the Fab 2 break room',
    },
  },
  {
    name: 'Pinnacle Peak Wealth Advisors',
    market: 'Phoenix',
    serviceType: 'Sifted 1.0',
    totalEmployees: 95,
    showOptin: true,
    addresses: [
      {
        addressOne: '8700 E Pinnacle Peak Rd',
        addressTwo: 'Suite 210',
        city: 'Scottsdale',
        state: 'AZ',
        zipCode: '85255',
      },
    ],
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 30,
            nonMeatEaters: 6,
            pricePerEater: 17.5,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 30,
            nonMeatEaters: 6,
            pricePerEater: 17.5,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 30,
            nonMeatEaters: 6,
            pricePerEater: 17.5,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 30,
            nonMeatEaters: 6,
            pricePerEater: 17.5,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 30,
            nonMeatEaters: 6,
            pricePerEater: 17.5,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Val Vista Biosciences',
    market: 'Phoenix',
    serviceType: 'Sifted 2.0',
    totalEmployees: 210,
    addresses: [
      {
        addressOne: '3250 E Germann Rd',
        city: 'Gilbert',
        state: 'AZ',
        zipCode: '85297',
      },
      {
        addressOne: '3300 E Germann Rd',
        addressTwo: 'Lab Building B',
        city: 'Gilbert',
        state: 'AZ',
        zipCode: '85297',
      },
    ],
    pointOfContact: {
      firstName: 'Hannah',
      lastName: 'Oyelaran',
      email: 'hannah.oyelaran@valvistabio.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 70,
            nonMeatEaters: 16,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 70,
            nonMeatEaters: 16,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 70,
            nonMeatEaters: 16,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 70,
            nonMeatEaters: 16,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 70,
            nonMeatEaters: 16,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    portionModifiers: { 'Veg Entree': 1.2, Salad: 1.1 },
  },
];
