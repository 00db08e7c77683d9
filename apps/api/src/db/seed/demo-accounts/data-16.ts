import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Austin (1 of 5): Pedernales Cloud, Cypress Bend Capital Partners, Llano Mutual
 * Insurance.
 */
export const DEMO_ACCOUNTS_16: DemoAccount[] = [
  {
    name: 'Pedernales Cloud',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 1200,
    showOptin: true,
    addresses: [
      {
        addressOne: '11600 Alterra Pkwy',
        city: 'Austin',
        state: 'TX',
        zipCode: '78758',
      },
      {
        addressOne: '11700 Alterra Pkwy',
        addressTwo: 'Tower 2',
        city: 'Austin',
        state: 'TX',
        zipCode: '78758',
      },
    ],
    pointOfContact: {
      firstName: 'Maya',
      lastName: 'Lindgren',
      email: 'maya.lindgren@pedernalescloud.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'tuesday',
            meatEaters: 120,
            nonMeatEaters: 28,
            pricePerEater: 10.5,
            serviceTime: '08:00',
          },
          {
            day: 'wednesday',
            meatEaters: 120,
            nonMeatEaters: 28,
            pricePerEater: 10.5,
            serviceTime: '08:00',
          },
          {
            day: 'thursday',
            meatEaters: 120,
            nonMeatEaters: 28,
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
            meatEaters: 360,
            nonMeatEaters: 90,
            pricePerEater: 14.75,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 360,
            nonMeatEaters: 90,
            pricePerEater: 14.75,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 360,
            nonMeatEaters: 90,
            pricePerEater: 14.75,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 360,
            nonMeatEaters: 90,
            pricePerEater: 14.75,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 250,
            nonMeatEaters: 60,
            pricePerEater: 14.75,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '09:30',
      leaveTime: '10:40',
      serviceStartTime: '11:45',
      leftoverInstructions:
        'Offer leftovers to staff on the #free-food channel at 1:30 pm, then compost',
      deliveryInstructions:
        'Dock behind Tower 1 off Alterra Pkwy; the dock code changes weekly, ask the PM',
      setupNotes: 'Main line in the Tower 1 café on 2; grab-and-go salads at the Tower 2 lobby bar',
    },
  },
  {
    name: 'Cypress Bend Capital Partners',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 85,
    addresses: [
      {
        addressOne: '3801 N Capital of Texas Hwy',
        addressTwo: 'Suite 300',
        city: 'Austin',
        state: 'TX',
        zipCode: '78746',
      },
    ],
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 28,
            nonMeatEaters: 6,
            pricePerEater: 18,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 28,
            nonMeatEaters: 6,
            pricePerEater: 18,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 28,
            nonMeatEaters: 6,
            pricePerEater: 18,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 28,
            nonMeatEaters: 6,
            pricePerEater: 18,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 28,
            nonMeatEaters: 6,
            pricePerEater: 18,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Llano Mutual Insurance',
    market: 'Austin',
    serviceType: 'Sifted 1.0',
    totalEmployees: 560,
    addresses: [
      {
        addressOne: '9600 Great Hills Trl',
        city: 'Austin',
        state: 'TX',
        zipCode: '78759',
      },
    ],
    pointOfContact: {
      firstName: 'Gloria',
      lastName: 'Estrada',
      email: 'gloria.estrada@llanomutual.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 170,
            nonMeatEaters: 34,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 170,
            nonMeatEaters: 34,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 170,
            nonMeatEaters: 34,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 170,
            nonMeatEaters: 34,
            pricePerEater: 12,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 170,
            nonMeatEaters: 34,
            pricePerEater: 12,
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
        'Park in the visitor row facing Great Hills Trl; the service door is left of the lobby',
      setupNotes:
        'Two 8-ft tables in the 1st-floor training room; the room is booked after 1:30 pm',
    },
  },
];
