import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Denver (4 of 5): Switchback Labs, Hollander Marsh & Ocampo LLP, Gold Hill Mutual
 * Insurance.
 */
export const DEMO_ACCOUNTS_9: DemoAccount[] = [
  {
    name: 'Switchback Labs',
    market: 'Denver',
    serviceType: 'Sifted 2.0',
    totalEmployees: 800,
    showOptin: true,
    addresses: [
      {
        addressOne: '380 Interlocken Crescent',
        addressTwo: 'Suite 600',
        city: 'Broomfield',
        state: 'CO',
        zipCode: '80021',
      },
      {
        addressOne: '390 Interlocken Crescent',
        city: 'Broomfield',
        state: 'CO',
        zipCode: '80021',
      },
    ],
    pointOfContact: {
      firstName: 'Nina',
      lastName: 'Okafor',
      email: 'nina.okafor@switchbacklabs.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'tuesday',
            meatEaters: 90,
            nonMeatEaters: 18,
            pricePerEater: 10.5,
            serviceTime: '08:00',
          },
          {
            day: 'thursday',
            meatEaters: 90,
            nonMeatEaters: 18,
            pricePerEater: 10.5,
            serviceTime: '08:00',
          },
        ],
      },
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 240,
            nonMeatEaters: 56,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 240,
            nonMeatEaters: 56,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 240,
            nonMeatEaters: 56,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 240,
            nonMeatEaters: 56,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 170,
            nonMeatEaters: 40,
            pricePerEater: 14,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '09:30',
      leaveTime: '10:45',
      serviceStartTime: '11:45',
      leftoverInstructions: 'Offer leftovers to staff at 1 pm, then compost in the green bins',
      deliveryInstructions:
        'Loading dock on the east side of 380; the freight elevator needs a fob from reception',
      setupNotes: 'Main line in the 2nd-floor commons; a smaller cold table in the 390 lobby',
    },
  },
  {
    name: 'Hollander Marsh & Ocampo LLP',
    market: 'Denver',
    serviceType: 'Sifted 2.0',
    totalEmployees: 210,
    addresses: [
      {
        addressOne: '1700 Lincoln St',
        addressTwo: 'Suite 3400',
        city: 'Denver',
        state: 'CO',
        zipCode: '80203',
      },
    ],
    pointOfContact: {
      firstName: 'Claire',
      lastName: 'Hollander',
      email: 'claire.hollander@hmo-law.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 62,
            nonMeatEaters: 12,
            pricePerEater: 16.5,
            serviceTime: '12:15',
          },
          {
            day: 'tuesday',
            meatEaters: 62,
            nonMeatEaters: 12,
            pricePerEater: 16.5,
            serviceTime: '12:15',
          },
          {
            day: 'wednesday',
            meatEaters: 62,
            nonMeatEaters: 12,
            pricePerEater: 16.5,
            serviceTime: '12:15',
          },
          {
            day: 'thursday',
            meatEaters: 62,
            nonMeatEaters: 12,
            pricePerEater: 16.5,
            serviceTime: '12:15',
          },
          {
            day: 'friday',
            meatEaters: 62,
            nonMeatEaters: 12,
            pricePerEater: 16.5,
            serviceTime: '12:15',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '10:30',
      leaveTime: '11:15',
      serviceStartTime: '12:15',
      leftoverInstructions: "Leftovers to the associates' lounge; nothing left out after 2 pm",
      deliveryInstructions: 'Loading dock on Sherman St; security needs the crew names a day ahead',
      setupNotes:
        'Buffet in the 34th-floor conference center pantry; cold items in the glass-door fridge',
    },
  },
  {
    name: 'Gold Hill Mutual Insurance',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 620,
    addresses: [
      {
        addressOne: '9350 E Arapahoe Rd',
        city: 'Englewood',
        state: 'CO',
        zipCode: '80112',
      },
    ],
    pointOfContact: {
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa.delgado@goldhillmutual.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 190,
            nonMeatEaters: 36,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 190,
            nonMeatEaters: 36,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 190,
            nonMeatEaters: 36,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 190,
            nonMeatEaters: 36,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 190,
            nonMeatEaters: 36,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
];
