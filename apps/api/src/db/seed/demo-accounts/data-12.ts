import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Dallas (2 of 5): Redbud Cloud Systems, Cottonwood Ledger, Wichita Basin Energy.
 */
export const DEMO_ACCOUNTS_12: DemoAccount[] = [
  {
    name: 'Redbud Cloud Systems',
    market: 'Dallas',
    serviceType: 'Sifted 2.0',
    totalEmployees: 1600,
    showOptin: true,
    addresses: [
      {
        addressOne: '5800 Tennyson Pkwy',
        city: 'Plano',
        state: 'TX',
        zipCode: '75024',
      },
      {
        addressOne: '5850 Tennyson Pkwy',
        addressTwo: 'Building B',
        city: 'Plano',
        state: 'TX',
        zipCode: '75024',
      },
    ],
    pointOfContact: {
      firstName: 'Alicia',
      lastName: 'Montgomery',
      email: 'alicia.montgomery@redbudcloud.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'tuesday',
            meatEaters: 160,
            nonMeatEaters: 32,
            pricePerEater: 10.75,
            serviceTime: '08:00',
          },
          {
            day: 'wednesday',
            meatEaters: 160,
            nonMeatEaters: 32,
            pricePerEater: 10.75,
            serviceTime: '08:00',
          },
          {
            day: 'thursday',
            meatEaters: 160,
            nonMeatEaters: 32,
            pricePerEater: 10.75,
            serviceTime: '08:00',
          },
        ],
      },
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 460,
            nonMeatEaters: 100,
            pricePerEater: 14.5,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 460,
            nonMeatEaters: 100,
            pricePerEater: 14.5,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 460,
            nonMeatEaters: 100,
            pricePerEater: 14.5,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 460,
            nonMeatEaters: 100,
            pricePerEater: 14.5,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 320,
            nonMeatEaters: 70,
            pricePerEater: 14.5,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '09:15',
      leaveTime: '10:30',
      serviceStartTime: '11:45',
      leftoverInstructions: 'Offer leftovers to staff on the café app at 1:15 pm, then compost',
      deliveryInstructions:
        'Loading dock off Headquarters Dr; badges are waiting at the dock office',
      setupNotes:
        'Two serving lines in the Building A café; a salad station in the Building B atrium',
    },
  },
  {
    name: 'Cottonwood Ledger',
    market: 'Dallas',
    serviceType: 'Sifted 2.0',
    totalEmployees: 240,
    showOptin: true,
    addresses: [
      {
        addressOne: '2100 McKinney Ave',
        addressTwo: 'Suite 900',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75201',
      },
    ],
    pointOfContact: {
      firstName: 'Harper',
      lastName: 'Nguyen',
      email: 'harper.nguyen@cottonwoodledger.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 54,
            nonMeatEaters: 12,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 90,
            nonMeatEaters: 20,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 90,
            nonMeatEaters: 20,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 90,
            nonMeatEaters: 20,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 50,
            nonMeatEaters: 10,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Wichita Basin Energy',
    market: 'Dallas',
    serviceType: 'Sifted 1.0',
    totalEmployees: 430,
    addresses: [
      {
        addressOne: '13455 Noel Rd',
        addressTwo: 'Suite 1200',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75240',
      },
    ],
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 132,
            nonMeatEaters: 24,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 132,
            nonMeatEaters: 24,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 132,
            nonMeatEaters: 24,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 132,
            nonMeatEaters: 24,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 132,
            nonMeatEaters: 24,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
];
