import type { DemoAccount } from './types.js';

/**
 * Demo accounts, Austin (5 of 5): Onion Creek Distribution — Buda DC, Lakeline Silicon, Armadillo
 * Forge Games, Live Oak Literacy Foundation.
 */
export const DEMO_ACCOUNTS_20: DemoAccount[] = [
  {
    name: 'Onion Creek Distribution — Buda DC',
    market: 'Austin',
    serviceType: 'Sifted 1.0',
    totalEmployees: 600,
    addresses: [
      {
        addressOne: '3800 Robert S Light Blvd',
        city: 'Buda',
        state: 'TX',
        zipCode: '78610',
      },
    ],
    pointOfContact: {
      firstName: 'Ramon',
      lastName: 'Villarreal',
      email: 'ramon.villarreal@onioncreekdist.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 200,
            nonMeatEaters: 28,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'tuesday',
            meatEaters: 200,
            nonMeatEaters: 28,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'wednesday',
            meatEaters: 200,
            nonMeatEaters: 28,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'thursday',
            meatEaters: 200,
            nonMeatEaters: 28,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'friday',
            meatEaters: 200,
            nonMeatEaters: 28,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
          {
            day: 'saturday',
            meatEaters: 108,
            nonMeatEaters: 18,
            pricePerEater: 10.5,
            serviceTime: '11:30',
          },
        ],
      },
    ],
    portionModifiers: { Protein: 1.3, Starch: 1.2 },
    playbook: {
      kitchenArrivalTime: '09:00',
      leaveTime: '10:15',
      serviceStartTime: '11:30',
      leftoverInstructions: 'Leftovers go to the weekend crew fridge on Fridays, otherwise compost',
      deliveryInstructions:
        'Visitor entrance on the north end; drive around the trailer yard, not through it',
      setupNotes: 'Break room by dock door 7; one hot table and a cooler for drinks',
    },
  },
  {
    name: 'Lakeline Silicon',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 420,
    addresses: [
      {
        addressOne: '1890 Discovery Blvd',
        city: 'Cedar Park',
        state: 'TX',
        zipCode: '78613',
      },
    ],
    pointOfContact: {
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: 'arjun.mehta@lakelinesilicon.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 130,
            nonMeatEaters: 30,
            pricePerEater: 13.75,
            serviceTime: '11:45',
          },
          {
            day: 'tuesday',
            meatEaters: 130,
            nonMeatEaters: 30,
            pricePerEater: 13.75,
            serviceTime: '11:45',
          },
          {
            day: 'wednesday',
            meatEaters: 130,
            nonMeatEaters: 30,
            pricePerEater: 13.75,
            serviceTime: '11:45',
          },
          {
            day: 'thursday',
            meatEaters: 130,
            nonMeatEaters: 30,
            pricePerEater: 13.75,
            serviceTime: '11:45',
          },
          {
            day: 'friday',
            meatEaters: 130,
            nonMeatEaters: 30,
            pricePerEater: 13.75,
            serviceTime: '11:45',
          },
        ],
      },
    ],
  },
  {
    name: 'Armadillo Forge Games',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 180,
    showOptin: true,
    addresses: [
      {
        addressOne: '1601 E 5th St',
        addressTwo: 'Suite 200',
        city: 'Austin',
        state: 'TX',
        zipCode: '78702',
      },
    ],
    pointOfContact: {
      firstName: 'Quinn',
      lastName: 'Delacroix',
      email: 'quinn.delacroix@armadilloforge.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'monday',
            meatEaters: 40,
            nonMeatEaters: 10,
            pricePerEater: 14.25,
            serviceTime: '12:15',
          },
          {
            day: 'tuesday',
            meatEaters: 70,
            nonMeatEaters: 18,
            pricePerEater: 14.25,
            serviceTime: '12:15',
          },
          {
            day: 'wednesday',
            meatEaters: 70,
            nonMeatEaters: 18,
            pricePerEater: 14.25,
            serviceTime: '12:15',
          },
          {
            day: 'thursday',
            meatEaters: 70,
            nonMeatEaters: 18,
            pricePerEater: 14.25,
            serviceTime: '12:15',
          },
          {
            day: 'friday',
            meatEaters: 36,
            nonMeatEaters: 10,
            pricePerEater: 14.25,
            serviceTime: '12:15',
          },
        ],
      },
    ],
    portionModifiers: { Dessert: 1.2, Sauce: 1.2 },
    playbook: {
      kitchenArrivalTime: '10:30',
      leaveTime: '11:20',
      serviceStartTime: '12:15',
      leftoverInstructions: 'Leftovers on the kitchen bar for the late crowd; compost before 4 pm',
      deliveryInstructions: 'Street parking on Waller St; the side gate code is on the work order',
      setupNotes: 'Serve on the kitchen bar; the big table becomes the dining table after standup',
    },
  },
  {
    name: 'Live Oak Literacy Foundation',
    market: 'Austin',
    serviceType: 'Sifted 2.0',
    totalEmployees: 40,
    addresses: [
      {
        addressOne: '1501 S Lamar Blvd',
        addressTwo: 'Suite 110',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
      },
    ],
    pointOfContact: {
      firstName: 'Imani',
      lastName: 'Brooks',
      email: 'imani.brooks@liveoakliteracy.example',
    },
    schedules: [
      {
        serviceLine: 'Lunch',
        days: [
          {
            day: 'tuesday',
            meatEaters: 14,
            nonMeatEaters: 3,
            pricePerEater: 12,
            serviceTime: '12:00',
          },
          {
            day: 'wednesday',
            meatEaters: 14,
            nonMeatEaters: 3,
            pricePerEater: 12,
            serviceTime: '12:00',
          },
          {
            day: 'thursday',
            meatEaters: 14,
            nonMeatEaters: 3,
            pricePerEater: 12,
            serviceTime: '12:00',
          },
        ],
      },
    ],
  },
];
