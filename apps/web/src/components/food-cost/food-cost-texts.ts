/** The words every food cost figure shares (issue #27, 3; docs/purchasing.md 6). */
export const FOOD_COST_TEXT = {
  title: 'Food cost',
  partial: 'partial',
  partialHint: 'Some recipe lines could not be costed: this figure leaves them out.',
  noEaters: 'No eaters',
  perEater: (cost: string) => `${cost} per eater`,
  forEaters: (cost: string, count: number) =>
    `${cost} for ${count.toLocaleString('en-US')} ${count === 1 ? 'eater' : 'eaters'}`,
  uncostedTitle: 'Not costed',
  uncostedHint: 'These recipe lines could not be costed: the figures above leave them out.',
  noIngredient: 'No ingredient',
  columns: {
    date: 'Date',
    source: 'Source',
    ingredient: 'Ingredient',
    reason: 'Reason',
  },
} as const;
