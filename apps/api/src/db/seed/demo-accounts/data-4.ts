import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Phoenix (4 of 5): Sonoran Valley Medical Center — Staff Café, Mesquite Customer
 * Care Center, Ocotillo Data Works.
 */
export const DEMO_ACCOUNTS_4: DemoAccount[] = [
  {
    name: 'Sonoran Valley Medical Center — Staff Café',
    market: 'Phoenix',
    serviceType: 'Sifted 1.0',
    totalEmployees: 1800,
    addresses: [
      {
        addressOne: '2600 E Thomas Rd',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85016',
      },
      {
        addressOne: '2620 E Thomas Rd',
        addressTwo: 'Outpatient Tower',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85016',
      },
    ],
    pointOfContact: {
      firstName: 'Renee',
      lastName: 'Castillo',
      email: 'renee.castillo@sonoranvalleymed.example',
    },
    schedules: [
      {
        serviceLine: 'Breakfast',
        days: [
          {
            day: 'monday',
            meatEaters: 180,
            nonMeatEaters: 30,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'tuesday',
            meatEaters: 180,
            nonMeatEaters: 30,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'wednesday',
            meatEaters: 180,
            nonMeatEaters: 30,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'thursday',
            meatEaters: 180,
            nonMeatEaters: 30,
            pricePerEater: 9.75,
            serviceTime: '07:30',
          },
          {
            day: 'friday',
            meatEaters: 180,
            nonMeatEaters: 30,
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
            meatEaters: 480,
            nonMeatEaters: 95,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 480,
            nonMeatEaters: 95,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 480,
            nonMeatEaters: 95,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 480,
            nonMeatEaters: 95,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 480,
            nonMeatEaters: 95,
            pricePerEater: 11.75,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Salad: 1.2, Dessert: 0.7 },
    playbook: {
      kitchenArrivalTime: '09:00',
      leaveTime: '10:30',
      serviceStartTime: '11:30',
      leftoverInstructions:
        'Label and date leftovers for the night-shift fridge on 4 West; discard after 24 hours',
      deliveryInstructions:
        'Materials management dock behind the Outpatient Tower; call the café lead on arrival',
      setupNotes:
        'Hot line in the lower-level staff café; second drop at the Outpatient Tower break room',
    },
  },
  {
    name: 'Mesquite Customer Care Center',
    market: 'Phoenix',
    serviceType: 'Sifted 1.0',
    totalEmployees: 1100,
    addresses: [
      {
        addressOne: '9410 W Glendale Ave',
        city: 'Glendale',
        state: 'AZ',
        zipCode: '85305',
      },
    ],
    pointOfContact: {
      firstName: 'Angela',
      lastName: 'Morrow',
      email: 'angela.morrow@mesquitecare.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 340,
            nonMeatEaters: 70,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 340,
            nonMeatEaters: 70,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 340,
            nonMeatEaters: 70,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 340,
            nonMeatEaters: 70,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 340,
            nonMeatEaters: 70,
            pricePerEater: 10.75,
            serviceTime: '11:30',
          },
        ],
      },
    ],
  },
  {
    name: 'Ocotillo Data Works',
    market: 'Phoenix',
    serviceType: 'Sifted 2.0',
    totalEmployees: 310,
    addresses: [
      {
        addressOne: '4700 W Chandler Blvd',
        city: 'Chandler',
        state: 'AZ',
        zipCode: '85226',
      },
    ],
    pointOfContact: {
      firstName: 'Ravi',
      lastName: 'Kulkarni',
      email: 'ravi.kulkarni@ocotillodata.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 96,
            nonMeatEaters: 20,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 96,
            nonMeatEaters: 20,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 96,
            nonMeatEaters: 20,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 96,
            nonMeatEaters: 20,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 96,
            nonMeatEaters: 20,
            pricePerEater: 13.5,
            serviceTime: '11:45',
          },
        ],
      },
    ],
    playbook: {
      kitchenArrivalTime: '09:30',
      leaveTime: '10:45',
      serviceStartTime: '11:45',
      leftoverInstructions: 'Offer leftovers on the café counter until 1:30 pm, then compost',
      deliveryInstructions:
        'Park at the south lot, row K; knock at the café service door, not the main lobby',
      setupNotes: 'Single serving line in the ground-floor café; two outlets on the back wall',
    },
  },
];
