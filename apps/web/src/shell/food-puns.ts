/** Shown on the full-screen loader while a session starts; one is picked at random. */
export const FOOD_PUNS: readonly string[] = [
  'Lettuce get you signed in.',
  'Whisking your data into shape...',
  'Hold your horseradish, almost there.',
  'Proofing the dough on your permissions.',
  'We are on a roll. A dinner roll.',
  'Seasoning the menus to taste...',
  'Counting the peas, one pod at a time.',
  'Olive these lists are nearly ready.',
  'Preheating the servers to 350 degrees.',
  'Brewing up the reference data, no filter.',
  'Letting the spreadsheets marinate.',
  'This will only take a pinch of time.',
  "Don't go bacon our hearts, we are loading.",
  'Simmer down, the numbers are coming to a boil.',
  'Rolling out the dough... and the menus.',
  'Kale-culating portion sizes...',
  'Putting the "fun" in fungi since lunch.',
  'Pan-handling your request.',
  'Peeling back the layers, like an onion.',
  "Taco 'bout a fast load time.",
  'Good things come to those who bait... er, wait.',
  'Mixing, folding, and a little bit of sifting.',
  'Chopping the data into bite-sized pieces.',
  'Your console is in the oven. No peeking.',
];

export function pickFoodPun(random: () => number = Math.random): string {
  const index = Math.floor(random() * FOOD_PUNS.length);
  return FOOD_PUNS[index] ?? FOOD_PUNS[0] ?? '';
}
