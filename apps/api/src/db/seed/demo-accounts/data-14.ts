import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Dallas (4 of 5): Cedar Springs Medical Center — Staff Café, Pecan Hollow
 * Insurance, Red Oak Fulfillment — Lancaster DC.
 */
export const DEMO_ACCOUNTS_14: DemoAccount[] = [
  {
    name: 'Cedar Springs Medical Center — Staff Café',
    market: 'Dallas',
    serviceType: 'Sifted 1.0',
    totalEmployees: 1400,
    addresses: [
      {
        addressOne: '4300 Cedar Springs Rd',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75219',
      },
    ],
    pointOfContact: {
      firstName: 'Yolanda',
      lastName: 'Pierce',
      email: 'yolanda.pierce@cedarspringsmed.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'tuesday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'thursday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'friday',
            meatEaters: 140,
            nonMeatEaters: 26,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
        ],
      },
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 390,
            nonMeatEaters: 80,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 390,
            nonMeatEaters: 80,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 390,
            nonMeatEaters: 80,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 390,
            nonMeatEaters: 80,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 390,
            nonMeatEaters: 80,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Soup: 1.2 },
    playbook: {
      kitchenArrivalTime: '08:45',
      leaveTime: '10:15',
      serviceStartTime: '11:30',
      leftoverInstructions:
        "Label leftovers for the night-shift nurses' fridge; discard after 24 hours",
      deliveryInstructions:
        'Ambulance bay is off limits; use the service drive off Oak Lawn Ave to dock 3',
      setupNotes: 'Hot line in the staff café on level B1; sneeze guards stay on the whole service',
    },
  },
  {
    name: 'Pecan Hollow Insurance',
    market: 'Dallas',
    serviceType: 'Sifted 2.0',
    totalEmployees: 700,
    addresses: [
      {
        addressOne: "5215 N O'Connor Blvd",
        addressTwo: 'Suite 1500',
        city: 'Irving',
        state: 'TX',
        zipCode: '75039',
      },
    ],
    pointOfContact: {
      firstName: 'Kendra',
      lastName: 'Wallace',
      email: 'kendra.wallace@pecanhollow.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 210,
            nonMeatEaters: 42,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 210,
            nonMeatEaters: 42,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 210,
            nonMeatEaters: 42,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 210,
            nonMeatEaters: 42,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 210,
            nonMeatEaters: 42,
            pricePerEater: 12.75,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
  {
    name: 'Red Oak Fulfillment — Lancaster DC',
    market: 'Dallas',
    serviceType: 'Sifted 1.0',
    totalEmployees: 520,
    addresses: [
      {
        addressOne: '2200 E Wintergreen Rd',
        city: 'Lancaster',
        state: 'TX',
        zipCode: '75134',
      },
    ],
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 180,
            nonMeatEaters: 24,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 180,
            nonMeatEaters: 24,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 180,
            nonMeatEaters: 24,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 180,
            nonMeatEaters: 24,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 180,
            nonMeatEaters: 24,
            pricePerEater: 10.25,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.3 },
  },
];
