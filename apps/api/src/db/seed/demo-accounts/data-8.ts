import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Denver (3 of 5): Platte River University — Faculty Club, Sand Creek Distribution
 * — Commerce City DC, Gunnison Biologics, Ponderosa Outdoor Co..
 */
export const DEMO_ACCOUNTS_8: DemoAccount[] = [
  {
    name: 'Platte River University — Faculty Club',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 240,
    addresses: [
      {
        addressOne: '2250 S High St',
        city: 'Denver',
        state: 'CO',
        zipCode: '80210',
      },
    ],
    pointOfContact: {
      firstName: 'Malcolm',
      lastName: 'Reyes',
      email: 'malcolm.reyes@platteriver-u.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 62,
            nonMeatEaters: 16,
            pricePerEater: 15.75,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 62,
            nonMeatEaters: 16,
            pricePerEater: 15.75,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 62,
            nonMeatEaters: 16,
            pricePerEater: 15.75,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 62,
            nonMeatEaters: 16,
            pricePerEater: 15.75,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Sand Creek Distribution — Commerce City DC',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 720,
    addresses: [
      {
        addressOne: '5800 E 56th Ave',
        city: 'Commerce City',
        state: 'CO',
        zipCode: '80022',
      },
    ],
    pointOfContact: {
      firstName: 'Wade',
      lastName: 'Kessler',
      email: 'wade.kessler@sandcreekdist.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 250,
            nonMeatEaters: 34,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 250,
            nonMeatEaters: 34,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 250,
            nonMeatEaters: 34,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 250,
            nonMeatEaters: 34,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 250,
            nonMeatEaters: 34,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.3, Starch: 1.2 },
    playbook: {
      kitchenArrivalTime: '09:00',
      leaveTime: '10:20',
      serviceStartTime: '11:30',
      leftoverInstructions:
        'Leftovers to the second-shift supervisor; never leave food on the dock',
      deliveryInstructions:
        'Enter at the guard shack on E 56th Ave; hard hats and vests on the dock floor',
      setupNotes:
        'Break room by door 18; use the two hot boxes, the microwaves stay free for staff',
    },
  },
  {
    name: 'Gunnison Biologics',
    market: 'Denver',
    serviceType: 'Sifted 2.0',
    totalEmployees: 240,
    addresses: [
      {
        addressOne: '12705 E Montview Blvd',
        addressTwo: 'Suite 300',
        city: 'Aurora',
        state: 'CO',
        zipCode: '80045',
      },
    ],
    pointOfContact: {
      firstName: 'Ingrid',
      lastName: 'Paulsen',
      email: 'ingrid.paulsen@gunnisonbio.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 76,
            nonMeatEaters: 18,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 76,
            nonMeatEaters: 18,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 76,
            nonMeatEaters: 18,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 76,
            nonMeatEaters: 18,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 76,
            nonMeatEaters: 18,
            pricePerEater: 14.75,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Ponderosa Outdoor Co.',
    market: 'Denver',
    serviceType: 'Sifted 2.0',
    totalEmployees: 360,
    showOptin: true,
    addresses: [
      {
        addressOne: '3200 Brighton Blvd',
        city: 'Denver',
        state: 'CO',
        zipCode: '80216',
      },
    ],
    pointOfContact: {
      firstName: 'Jess',
      lastName: 'Yazzie',
      email: 'jess.yazzie@ponderosaoutdoor.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 80,
            nonMeatEaters: 22,
            pricePerEater: 14.25,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 120,
            nonMeatEaters: 34,
            pricePerEater: 14.25,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 120,
            nonMeatEaters: 34,
            pricePerEater: 14.25,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 120,
            nonMeatEaters: 34,
            pricePerEater: 14.25,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 74,
            nonMeatEaters: 20,
            pricePerEater: 14.25,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    portionModifiers: { 'Veg Entree': 1.3, 'Alt Protein': 1.2, Protein: 0.9 },
    playbook: {
      kitchenArrivalTime: '10:00',
      leaveTime: '11:00',
      serviceStartTime: '12:00',
      leftoverInstructions:
        'Compost everything that is not taken by 1:30 pm; staff bring their own containers',
      deliveryInstructions:
        'Alley entrance off 32nd St; the roll-up door is opened by the front desk',
      setupNotes:
        'Long farm table in the gear showroom; reusable plates and cutlery are in the cart',
    },
  },
];
