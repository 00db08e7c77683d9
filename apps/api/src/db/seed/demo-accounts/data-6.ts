import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Denver (1 of 5): Bluebird Federal Credit Union — Headquarters, Larkspur Mortgage
 * Group, Skyward Regional Airlines — Operations Center.
 */
export const DEMO_ACCOUNTS_6: DemoAccount[] = [
  {
    name: 'Bluebird Federal Credit Union — Headquarters',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 340,
    addresses: [
      {
        addressOne: '12250 W Alameda Pkwy',
        city: 'Lakewood',
        state: 'CO',
        zipCode: '80228',
      },
    ],
    pointOfContact: {
      firstName: 'Megan',
      lastName: 'Sorensen',
      email: 'megan.sorensen@bluebirdfcu.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 98,
            nonMeatEaters: 20,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 98,
            nonMeatEaters: 20,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 98,
            nonMeatEaters: 20,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 98,
            nonMeatEaters: 20,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 98,
            nonMeatEaters: 20,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '09:45',
      leaveTime: '10:45',
      serviceStartTime: '11:45',
      leftoverInstructions: 'Offer leftovers to the branch-support team on 2, then compost',
      deliveryInstructions:
        'Service entrance on the west side of the building; park in the two vendor stalls',
      setupNotes: 'Two 6-ft tables in the training room; tablecloths are in the closet by the door',
    },
  },
  {
    name: 'Larkspur Mortgage Group',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 130,
    addresses: [
      {
        addressOne: '3000 E 1st Ave',
        addressTwo: 'Suite 300',
        city: 'Denver',
        state: 'CO',
        zipCode: '80206',
      },
    ],
    pointOfContact: {
      firstName: 'Brooke',
      lastName: 'Lindqvist',
      email: 'brooke.lindqvist@larkspurmortgage.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 42,
            nonMeatEaters: 8,
            pricePerEater: 13.5,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 42,
            nonMeatEaters: 8,
            pricePerEater: 13.5,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 42,
            nonMeatEaters: 8,
            pricePerEater: 13.5,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 42,
            nonMeatEaters: 8,
            pricePerEater: 13.5,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    portionModifiers: { Salad: 0.8 },
  },
  {
    name: 'Skyward Regional Airlines — Operations Center',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 900,
    addresses: [
      {
        addressOne: '24950 E 78th Ave',
        city: 'Denver',
        state: 'CO',
        zipCode: '80249',
      },
    ],
    pointOfContact: {
      firstName: 'Tamika',
      lastName: 'Freeman',
      email: 'tamika.freeman@skywardair.example',
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
            nonMeatEaters: 60,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 300,
            nonMeatEaters: 60,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 300,
            nonMeatEaters: 60,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 300,
            nonMeatEaters: 60,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 300,
            nonMeatEaters: 60,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '08:30',
      leaveTime: '10:00',
      serviceStartTime: '11:30',
      leftoverInstructions: 'Leftovers to the crew scheduling room, which runs around the clock',
      deliveryInstructions:
        'Escort from the front desk; the building sits in a secure zone, bring photo ID',
      setupNotes: 'Serve in the ops center break room; keep carts out of the dispatch floor',
    },
  },
];
