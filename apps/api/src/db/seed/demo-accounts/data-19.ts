import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Austin (4 of 5): Hill Country University — Faculty Club, Blanco River Energy
 * Storage — Manor Plant, Guadalupe Robotics.
 */
export const DEMO_ACCOUNTS_19: DemoAccount[] = [
  {
    name: 'Hill Country University — Faculty Club',
    market: 'Austin',
    serviceType: 'Sifted 1.0',
    totalEmployees: 150,
    addresses: [
      {
        addressOne: '2200 San Gabriel St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78705',
      },
    ],
    pointOfContact: {
      firstName: 'Oliver',
      lastName: 'Pennington',
      email: 'oliver.pennington@hillcountry-u.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 42,
            nonMeatEaters: 10,
            pricePerEater: 15.75,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 42,
            nonMeatEaters: 10,
            pricePerEater: 15.75,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 42,
            nonMeatEaters: 10,
            pricePerEater: 15.75,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 42,
            nonMeatEaters: 10,
            pricePerEater: 15.75,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Blanco River Energy Storage — Manor Plant',
    market: 'Austin',
    serviceType: 'Sifted 1.0',
    totalEmployees: 900,
    addresses: [
      {
        addressOne: '13000 E US Hwy 290',
        city: 'Manor',
        state: 'TX',
        zipCode: '78653',
      },
      {
        addressOne: '13100 E US Hwy 290',
        addressTwo: 'Plant 2',
        city: 'Manor',
        state: 'TX',
        zipCode: '78653',
      },
    ],
    pointOfContact: {
      firstName: 'Cody',
      lastName: 'Ashworth',
      email: 'cody.ashworth@blancoriverenergy.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 120,
            nonMeatEaters: 18,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'tuesday',
            meatEaters: 120,
            nonMeatEaters: 18,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 120,
            nonMeatEaters: 18,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'thursday',
            meatEaters: 120,
            nonMeatEaters: 18,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'friday',
            meatEaters: 120,
            nonMeatEaters: 18,
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
            meatEaters: 320,
            nonMeatEaters: 48,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 320,
            nonMeatEaters: 48,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 320,
            nonMeatEaters: 48,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 320,
            nonMeatEaters: 48,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 320,
            nonMeatEaters: 48,
            pricePerEater: 11,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.2, Sandwich: 1.2 },
    playbook: {
      kitchenArrivalTime: '08:30',
      leaveTime: '10:00',
      serviceStartTime: '11:30',
      leftoverInstructions: 'Offer leftovers to the afternoon shift lead, then compost',
      deliveryInstructions:
        'Main gate off US 290; steel toes and safety glasses on the plant floor',
      setupNotes:
        'Plant 1 cafeteria line; the Plant 2 break room gets a cold table and a soup well',
    },
  },
  {
    name: 'Guadalupe Robotics',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 140,
    addresses: [
      {
        addressOne: '2201 E Riverside Dr',
        addressTwo: 'Building C',
        city: 'Austin',
        state: 'TX',
        zipCode: '78741',
      },
    ],
    pointOfContact: {
      firstName: 'Elena',
      lastName: 'Marquez',
      email: 'elena.marquez@guadaluperobotics.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 44,
            nonMeatEaters: 10,
            pricePerEater: 13.25,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 44,
            nonMeatEaters: 10,
            pricePerEater: 13.25,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 44,
            nonMeatEaters: 10,
            pricePerEater: 13.25,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 44,
            nonMeatEaters: 10,
            pricePerEater: 13.25,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 44,
            nonMeatEaters: 10,
            pricePerEater: 13.25,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
];
