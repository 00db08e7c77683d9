import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Denver (5 of 5): Kestrel Ridge Energy, Pinyon Aerospace, Clear Creek Civil
 * Engineers.
 */
export const DEMO_ACCOUNTS_10: DemoAccount[] = [
  {
    name: 'Kestrel Ridge Energy',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 460,
    addresses: [
      {
        addressOne: '5655 S Yosemite St',
        city: 'Greenwood Village',
        state: 'CO',
        zipCode: '80111',
      },
    ],
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 13.25,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 13.25,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 13.25,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 13.25,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 13.25,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
  {
    name: 'Pinyon Aerospace',
    market: 'Denver',
    serviceType: 'Sifted 2.0',
    totalEmployees: 1250,
    addresses: [
      {
        addressOne: '400 Inverness Pkwy',
        city: 'Englewood',
        state: 'CO',
        zipCode: '80112',
      },
      {
        addressOne: '420 Inverness Pkwy',
        addressTwo: 'Test Lab',
        city: 'Englewood',
        state: 'CO',
        zipCode: '80112',
      },
    ],
    pointOfContact: {
      firstName: 'Samuel',
      lastName: 'Achterberg',
      email: 'samuel.achterberg@pinyonaero.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 130,
            nonMeatEaters: 24,
            pricePerEater: 10,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 130,
            nonMeatEaters: 24,
            pricePerEater: 10,
            serviceTime: '07:30',
          },
          {
            day: 'friday',
            meatEaters: 130,
            nonMeatEaters: 24,
            pricePerEater: 10,
            serviceTime: '07:30',
          },
        ],
      },
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 400,
            nonMeatEaters: 80,
            pricePerEater: 13,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 400,
            nonMeatEaters: 80,
            pricePerEater: 13,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 400,
            nonMeatEaters: 80,
            pricePerEater: 13,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 400,
            nonMeatEaters: 80,
            pricePerEater: 13,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 400,
            nonMeatEaters: 80,
            pricePerEater: 13,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Salad: 1.2, Dessert: 0.8 },
    playbook: {
      kitchenArrivalTime: '08:45',
      leaveTime: '10:10',
      serviceStartTime: '11:30',
      leftoverInstructions: 'Leftovers to the test-lab night crew fridge, labeled with the date',
      deliveryInstructions:
        'Receiving at the back of 400 Inverness; show ID, badges are printed at the dock',
      setupNotes: 'Six-well hot line in the 400 café; cold salads only at the Test Lab break room',
    },
  },
  {
    name: 'Clear Creek Civil Engineers',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 280,
    addresses: [
      {
        addressOne: '14062 Denver West Pkwy',
        addressTwo: 'Suite 200',
        city: 'Lakewood',
        state: 'CO',
        zipCode: '80401',
      },
    ],
    pointOfContact: {
      firstName: 'Derek',
      lastName: 'Amundsen',
      email: 'derek.amundsen@clearcreekcivil.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 84,
            nonMeatEaters: 16,
            pricePerEater: 12.25,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '10:00',
      leaveTime: '10:50',
      serviceStartTime: '11:45',
      leftoverInstructions: 'Offer leftovers to staff, then compost',
      deliveryInstructions:
        'Surface lot on the south side; the side door by the bike racks is propped at 11',
      setupNotes: 'Three 6-ft tables in the plan room; cover the drafting tables before setting up',
    },
  },
];
