import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Dallas (1 of 5): Trinity Crossing Logistics — Coppell DC, Trinity Strand Design
 * Co., Copperleaf Media, Panther Creek Sports Analytics.
 */
export const DEMO_ACCOUNTS_11: DemoAccount[] = [
  {
    name: 'Trinity Crossing Logistics — Coppell DC',
    market: 'Dallas',
    serviceType: 'Sifted 1.0',
    totalEmployees: 780,
    addresses: [
      {
        addressOne: '1250 Northpoint Dr',
        city: 'Coppell',
        state: 'TX',
        zipCode: '75019',
      },
    ],
    pointOfContact: {
      firstName: 'Marcus',
      lastName: 'Bell',
      email: 'marcus.bell@trinitycrossing.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 280,
            nonMeatEaters: 36,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 280,
            nonMeatEaters: 36,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 280,
            nonMeatEaters: 36,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 280,
            nonMeatEaters: 36,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 280,
            nonMeatEaters: 36,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.3, Starch: 1.2, Bread: 1.1 },
    playbook: {
      kitchenArrivalTime: '09:00',
      leaveTime: '10:15',
      serviceStartTime: '11:30',
      leftoverInstructions: 'Leftovers to the second shift break room fridge; label with the date',
      deliveryInstructions:
        'Check in at the truck gate on Northpoint Dr; visitor parking by the office entrance',
      setupNotes: 'Serve from the break room counter by door 22; two 8-ft tables for the cold side',
    },
  },
  {
    name: 'Trinity Strand Design Co.',
    market: 'Dallas',
    serviceType: 'Sifted 2.0',
    totalEmployees: 55,
    addresses: [
      {
        addressOne: '1444 Oak Lawn Ave',
        addressTwo: 'Suite 200',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75207',
      },
    ],
    pointOfContact: {
      firstName: 'Sloane',
      lastName: 'Ambrose',
      email: 'sloane.ambrose@trinitystrand.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 20,
            nonMeatEaters: 5,
            pricePerEater: 15,
            serviceTime: '12:30',
          },
          {
            day: 'tuesday',
            meatEaters: 20,
            nonMeatEaters: 5,
            pricePerEater: 15,
            serviceTime: '12:30',
          },
          {
            day: 'wednesday',
            meatEaters: 20,
            nonMeatEaters: 5,
            pricePerEater: 15,
            serviceTime: '12:30',
          },
          {
            day: 'thursday',
            meatEaters: 20,
            nonMeatEaters: 5,
            pricePerEater: 15,
            serviceTime: '12:30',
          },
        ],
      },
    ],
  },
  {
    name: 'Copperleaf Media',
    market: 'Dallas',
    serviceType: 'Sifted 1.0',
    totalEmployees: 190,
    addresses: [
      {
        addressOne: '5000 Belt Line Rd',
        addressTwo: 'Suite 700',
        city: 'Addison',
        state: 'TX',
        zipCode: '75001',
      },
    ],
    pointOfContact: {
      firstName: 'Gabriel',
      lastName: 'Soto',
      email: 'gabriel.soto@copperleafmedia.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 56,
            nonMeatEaters: 12,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 56,
            nonMeatEaters: 12,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 56,
            nonMeatEaters: 12,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 56,
            nonMeatEaters: 12,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 56,
            nonMeatEaters: 12,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Panther Creek Sports Analytics',
    market: 'Dallas',
    serviceType: 'Sifted 2.0',
    totalEmployees: 260,
    showOptin: true,
    addresses: [
      {
        addressOne: '6801 Gaylord Pkwy',
        addressTwo: 'Suite 400',
        city: 'Frisco',
        state: 'TX',
        zipCode: '75034',
      },
    ],
    pointOfContact: {
      firstName: 'Tyler',
      lastName: 'Brennan',
      email: 'tyler.brennan@panthercreek.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '09:45',
      leaveTime: '10:45',
      serviceStartTime: '11:45',
      leftoverInstructions: 'Offer leftovers to staff, then compost',
      deliveryInstructions:
        'Garage level 2, vendor spots by the elevator; check in at the 4th-floor front desk',
      setupNotes:
        'Kitchen bar in the 4th-floor lounge; the TVs stay on, so keep cords off the floor',
    },
  },
];
