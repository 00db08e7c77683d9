import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Denver (2 of 5): Tenmile Games, Plains View Medical Center — Staff Café, Blue
 * Spruce Children's Foundation.
 */
export const DEMO_ACCOUNTS_7: DemoAccount[] = [
  {
    name: 'Tenmile Games',
    market: 'Denver',
    serviceType: 'Sifted 2.0',
    totalEmployees: 150,
    showOptin: true,
    addresses: [
      {
        addressOne: '1801 Wazee St',
        addressTwo: '3rd Floor',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
      },
    ],
    pointOfContact: {
      firstName: 'Eli',
      lastName: 'Brandt',
      email: 'eli.brandt@tenmilegames.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 36,
            nonMeatEaters: 8,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 60,
            nonMeatEaters: 14,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 60,
            nonMeatEaters: 14,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 60,
            nonMeatEaters: 14,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 32,
            nonMeatEaters: 8,
            pricePerEater: 14.5,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    portionModifiers: { Dessert: 1.2, Sauce: 1.2 },
  },
  {
    name: 'Plains View Medical Center — Staff Café',
    market: 'Denver',
    serviceType: 'Sifted 1.0',
    totalEmployees: 1500,
    addresses: [
      {
        addressOne: '14300 E Mississippi Ave',
        city: 'Aurora',
        state: 'CO',
        zipCode: '80012',
      },
      {
        addressOne: '14350 E Mississippi Ave',
        addressTwo: 'Medical Office Building 2',
        city: 'Aurora',
        state: 'CO',
        zipCode: '80012',
      },
    ],
    pointOfContact: {
      firstName: 'Carla',
      lastName: 'Jimenez',
      email: 'carla.jimenez@plainsviewmed.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 150,
            nonMeatEaters: 28,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'tuesday',
            meatEaters: 150,
            nonMeatEaters: 28,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 150,
            nonMeatEaters: 28,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'thursday',
            meatEaters: 150,
            nonMeatEaters: 28,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'friday',
            meatEaters: 150,
            nonMeatEaters: 28,
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
            meatEaters: 420,
            nonMeatEaters: 90,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 420,
            nonMeatEaters: 90,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 420,
            nonMeatEaters: 90,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 420,
            nonMeatEaters: 90,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 420,
            nonMeatEaters: 90,
            pricePerEater: 11.5,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '08:45',
      leaveTime: '10:15',
      serviceStartTime: '11:30',
      leftoverInstructions:
        'Label leftovers for the ICU break room; anything unlabeled is discarded at 3 pm',
      deliveryInstructions: 'Dock 2 off Potomac St; the dock master signs the delivery ticket',
      setupNotes:
        'Hot line in the basement staff café, then a cold drop at the MOB 2 lounge on level 3',
    },
  },
  {
    name: "Blue Spruce Children's Foundation",
    market: 'Denver',
    serviceType: 'Sifted 2.0',
    totalEmployees: 45,
    addresses: [
      {
        addressOne: '1650 Grant St',
        addressTwo: 'Suite 500',
        city: 'Denver',
        state: 'CO',
        zipCode: '80203',
      },
    ],
    pointOfContact: {
      firstName: 'Abigail',
      lastName: 'Chen',
      email: 'abigail.chen@bluesprucekids.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 15,
            nonMeatEaters: 4,
            pricePerEater: 13,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 15,
            nonMeatEaters: 4,
            pricePerEater: 13,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 15,
            nonMeatEaters: 4,
            pricePerEater: 13,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 15,
            nonMeatEaters: 4,
            pricePerEater: 13,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
];
