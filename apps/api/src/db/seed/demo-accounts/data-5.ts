import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Phoenix (5 of 5): Estrella Freight Services — Goodyear DC, Superstition Credit
 * Union HQ, Camelback Architecture Studio.
 */
export const DEMO_ACCOUNTS_5: DemoAccount[] = [
  {
    name: 'Estrella Freight Services — Goodyear DC',
    market: 'Phoenix',
    serviceType: 'Sifted 1.0',
    totalEmployees: 650,
    addresses: [
      {
        addressOne: '16255 W Lower Buckeye Rd',
        city: 'Goodyear',
        state: 'AZ',
        zipCode: '85338',
      },
    ],
    pointOfContact: {
      firstName: 'Hector',
      lastName: 'Ruiz',
      email: 'hector.ruiz@estrellafreight.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 225,
            nonMeatEaters: 30,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 225,
            nonMeatEaters: 30,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 225,
            nonMeatEaters: 30,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 225,
            nonMeatEaters: 30,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 225,
            nonMeatEaters: 30,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.3, Starch: 1.2 },
    playbook: {
      kitchenArrivalTime: '09:15',
      leaveTime: '10:30',
      serviceStartTime: '11:30',
      leftoverInstructions:
        'Leftovers go to second shift at 3 pm; pack them in the white clamshells',
      deliveryInstructions:
        'Truck court gate on the east side; park in visitor stalls, never the trailer lanes',
      setupNotes: 'Break room B by dock doors 40-44; three 8-ft tables are already in place',
    },
  },
  {
    name: 'Superstition Credit Union HQ',
    market: 'Phoenix',
    serviceType: 'Sifted 2.0',
    totalEmployees: 380,
    addresses: [
      {
        addressOne: '1650 S Alma School Rd',
        city: 'Mesa',
        state: 'AZ',
        zipCode: '85210',
      },
    ],
    pointOfContact: {
      firstName: 'Tom',
      lastName: 'Bledsoe',
      email: 'tom.bledsoe@superstitioncu.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'tuesday',
            meatEaters: 48,
            nonMeatEaters: 8,
            pricePerEater: 9.5,
            serviceTime: '07:45',
          },
          {
            day: 'thursday',
            meatEaters: 48,
            nonMeatEaters: 8,
            pricePerEater: 9.5,
            serviceTime: '07:45',
          },
        ],
      },
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 110,
            nonMeatEaters: 22,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 110,
            nonMeatEaters: 22,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 110,
            nonMeatEaters: 22,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 110,
            nonMeatEaters: 22,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 110,
            nonMeatEaters: 22,
            pricePerEater: 13,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
  {
    name: 'Camelback Architecture Studio',
    market: 'Phoenix',
    serviceType: 'Sifted 2.0',
    totalEmployees: 65,
    addresses: [
      {
        addressOne: '2375 E Camelback Rd',
        addressTwo: 'Suite 600',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85016',
      },
    ],
    pointOfContact: {
      firstName: 'Jonah',
      lastName: 'Feld',
      email: 'jonah.feld@camelbackarch.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 22,
            nonMeatEaters: 6,
            pricePerEater: 15,
            serviceTime: '12:15',
          },
          {
            day: 'tuesday',
            meatEaters: 22,
            nonMeatEaters: 6,
            pricePerEater: 15,
            serviceTime: '12:15',
          },
          {
            day: 'wednesday',
            meatEaters: 22,
            nonMeatEaters: 6,
            pricePerEater: 15,
            serviceTime: '12:15',
          },
          {
            day: 'thursday',
            meatEaters: 22,
            nonMeatEaters: 6,
            pricePerEater: 15,
            serviceTime: '12:15',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '10:45',
      leaveTime: '11:20',
      serviceStartTime: '12:15',
      leftoverInstructions: 'Leave leftovers in the studio kitchen; the team takes them home',
      deliveryInstructions: 'Garage entrance off 24th St; reception validates parking',
      setupNotes: 'Drop-off style on the kitchen island; no chafers, use the studio platters',
    },
  },
];
