import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Phoenix (1 of 5): Saguaro Analytics, Agave Payments, Tolleson Cold Chain —
 * Distribution Center.
 */
export const DEMO_ACCOUNTS_1: DemoAccount[] = [
  {
    name: 'Saguaro Analytics',
    market: 'Phoenix',
    serviceType: 'Sifted 2.0',
    totalEmployees: 420,
    showOptin: true,
    addresses: [
      {
        addressOne: '4800 N Scottsdale Rd',
        addressTwo: 'Suite 1400',
        city: 'Scottsdale',
        state: 'AZ',
        zipCode: '85251',
      },
    ],
    pointOfContact: {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana.whitfield@saguaro-analytics.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 130,
            nonMeatEaters: 28,
            pricePerEater: 14.25,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 130,
            nonMeatEaters: 28,
            pricePerEater: 14.25,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 130,
            nonMeatEaters: 28,
            pricePerEater: 14.25,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 130,
            nonMeatEaters: 28,
            pricePerEater: 14.25,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 95,
            nonMeatEaters: 20,
            pricePerEater: 14.25,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '09:45',
      leaveTime: '10:50',
      serviceStartTime: '11:45',
      leftoverInstructions: 'Offer leftovers to staff, then compost',
      deliveryInstructions:
        'Visitor stalls on level 1 of the north garage; check in at the lobby desk for badges',
      setupNotes: 'Two 6-ft tables in the 14th-floor café, outlets behind the pillar',
    },
  },
  {
    name: 'Agave Payments',
    market: 'Phoenix',
    serviceType: 'Sifted 2.0',
    totalEmployees: 520,
    showOptin: true,
    addresses: [
      {
        addressOne: '60 E Rio Salado Pkwy',
        addressTwo: 'Suite 800',
        city: 'Tempe',
        state: 'AZ',
        zipCode: '85281',
      },
    ],
    pointOfContact: {
      firstName: 'Priya',
      lastName: 'Natarajan',
      email: 'priya.natarajan@agavepay.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 110,
            nonMeatEaters: 24,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 170,
            nonMeatEaters: 36,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 170,
            nonMeatEaters: 36,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 170,
            nonMeatEaters: 36,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 90,
            nonMeatEaters: 20,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    portionModifiers: { Salad: 1.2, Starch: 0.8 },
    playbook: {
      kitchenArrivalTime: '09:45',
      leaveTime: '10:45',
      serviceStartTime: '11:45',
      leftoverInstructions:
        'Leftovers to the 8th-floor kitchen with a "help yourself" sign; compost at 2 pm',
      deliveryInstructions:
        'Garage off Rio Salado, visitor level P1; the dock is shared with the hotel next door',
      setupNotes:
        'Island counter in the 8th-floor kitchen; plates and cutlery are in the drawers below',
    },
  },
  {
    name: 'Tolleson Cold Chain — Distribution Center',
    market: 'Phoenix',
    serviceType: 'Sifted 1.0',
    totalEmployees: 480,
    addresses: [
      {
        addressOne: '8900 W Van Buren St',
        city: 'Tolleson',
        state: 'AZ',
        zipCode: '85353',
      },
    ],
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 150,
            nonMeatEaters: 20,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 150,
            nonMeatEaters: 20,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 150,
            nonMeatEaters: 20,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 150,
            nonMeatEaters: 20,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 120,
            nonMeatEaters: 16,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.3, Side: 1.1 },
    playbook: {
      kitchenArrivalTime: '09:15',
      leaveTime: '10:30',
      serviceStartTime: '11:30',
      leftoverInstructions:
        'Leftovers to the receiving office fridge for swing shift; discard the next morning',
      deliveryInstructions:
        'Cold dock 12 on the west side; ring the bell and receiving opens the man door',
      setupNotes: 'Folding tables in the driver lounge; keep the walkway to the restrooms clear',
    },
  },
];
