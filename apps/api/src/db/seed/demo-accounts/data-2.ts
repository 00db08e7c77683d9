import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Phoenix (2 of 5): Copper State Title & Escrow, Sonoran State University — Faculty
 * Club, Whitaker Abeyta & Lund LLP, Gila Aerospace Components.
 */
export const DEMO_ACCOUNTS_2: DemoAccount[] = [
  {
    name: 'Copper State Title & Escrow',
    market: 'Phoenix',
    serviceType: 'Sifted 1.0',
    totalEmployees: 140,
    addresses: [
      {
        addressOne: '2 N Central Ave',
        addressTwo: '18th Floor',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
      },
    ],
    pointOfContact: {
      firstName: 'Marisol',
      lastName: 'Quintero',
      email: 'marisol.quintero@copperstatetitle.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 44,
            nonMeatEaters: 8,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 44,
            nonMeatEaters: 8,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 44,
            nonMeatEaters: 8,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 44,
            nonMeatEaters: 8,
            pricePerEater: 12.5,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Sonoran State University — Faculty Club',
    market: 'Phoenix',
    serviceType: 'Sifted 1.0',
    totalEmployees: 260,
    showOptin: true,
    addresses: [
      {
        addressOne: '1225 E Apache Blvd',
        city: 'Tempe',
        state: 'AZ',
        zipCode: '85281',
      },
    ],
    pointOfContact: {
      firstName: 'Gwen',
      lastName: 'Albright',
      email: 'gwen.albright@sonoranstate.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 70,
            nonMeatEaters: 18,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 70,
            nonMeatEaters: 18,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 70,
            nonMeatEaters: 18,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 70,
            nonMeatEaters: 18,
            pricePerEater: 15.5,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
  {
    name: 'Whitaker Abeyta & Lund LLP',
    market: 'Phoenix',
    serviceType: 'Sifted 2.0',
    totalEmployees: 180,
    addresses: [
      {
        addressOne: '1 E Washington St',
        addressTwo: 'Suite 2500',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
      },
    ],
    pointOfContact: {
      firstName: 'Lauren',
      lastName: 'Pike',
      email: 'lauren.pike@wal-law.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 58,
            nonMeatEaters: 12,
            pricePerEater: 16.75,
            serviceTime: '12:00',
          },
          {
            day: 'tuesday',
            meatEaters: 58,
            nonMeatEaters: 12,
            pricePerEater: 16.75,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 58,
            nonMeatEaters: 12,
            pricePerEater: 16.75,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 58,
            nonMeatEaters: 12,
            pricePerEater: 16.75,
            serviceTime: '12:00',
          },
          {
            day: 'friday',
            meatEaters: 58,
            nonMeatEaters: 12,
            pricePerEater: 16.75,
            serviceTime: '12:00',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '10:15',
      leaveTime: '11:00',
      serviceStartTime: '12:00',
      leftoverInstructions:
        'Wrap leftovers and leave them in the 25th-floor pantry fridge for evening associates',
      deliveryInstructions:
        'Loading dock on 1st St; sign in with building security and take the freight elevator',
      setupNotes: 'Buffet on the credenza in the Kino conference room; hot food left, salads right',
    },
  },
  {
    name: 'Gila Aerospace Components',
    market: 'Phoenix',
    serviceType: 'Sifted 1.0',
    totalEmployees: 950,
    addresses: [
      {
        addressOne: '6055 S Sossaman Rd',
        city: 'Mesa',
        state: 'AZ',
        zipCode: '85212',
      },
    ],
    pointOfContact: {
      firstName: 'Bryce',
      lastName: 'Halvorsen',
      email: 'bryce.halvorsen@gila-aero.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 120,
            nonMeatEaters: 20,
            pricePerEater: 9.5,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 120,
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
            meatEaters: 330,
            nonMeatEaters: 50,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 330,
            nonMeatEaters: 50,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 330,
            nonMeatEaters: 50,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 330,
            nonMeatEaters: 50,
            pricePerEater: 11.25,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.2, Bread: 1.2 },
    playbook: {
      kitchenArrivalTime: '08:45',
      leaveTime: '10:15',
      serviceStartTime: '11:30',
      leftoverInstructions: 'Offer leftovers to the maintenance crew, then compost',
      deliveryInstructions:
        'Enter from Sossaman Rd at Gate 2; an escort is required past the yellow floor line',
      setupNotes: 'Serve from the pass-through window in the Hangar 4 break room',
    },
  },
];
