import type { Content } from 'pdfmake/interfaces';
import { contextLine, framed, type PrintContext } from '../render.js';
import { alternativeMark } from './line-notes.js';

export interface DishCardsPrint extends PrintContext {
  menuName: string;
  /** An alternative's card right after its main dish's. */
  cards: {
    name: string;
    /** An alternative's main dish, as eaters see it; null for a dish of the menu. */
    alternativeFor: string | null;
    allergenNames: string[];
    /** "Vegetarian" and similar, from the element's type. */
    dietaryNote: string | null;
    servingTemp: string | null;
  }[];
}

/** One card: a bordered cell the host cuts out and sets by the dish. */
function card(dish: DishCardsPrint['cards'][number]): Content {
  return {
    table: {
      widths: ['*'],
      heights: [150],
      body: [
        [
          {
            stack: [
              {
                text: dish.name,
                fontSize: 18,
                bold: true,
                margin: [0, 10, 0, dish.alternativeFor ? 2 : 8],
              },
              ...(dish.alternativeFor
                ? [
                    {
                      ...(alternativeMark(dish.alternativeFor) as object),
                      fontSize: 11,
                      margin: [0, 0, 0, 6],
                    },
                  ]
                : []),
              ...(dish.dietaryNote
                ? [{ text: dish.dietaryNote, fontSize: 11, italics: true }]
                : []),
              {
                text: `Contains: ${dish.allergenNames.join(', ') || 'no major allergens'}`,
                fontSize: 11,
                margin: [0, 8, 0, 0],
              },
              ...(dish.servingTemp
                ? [
                    {
                      text: `Served ${dish.servingTemp.toLowerCase()}`,
                      fontSize: 9,
                      margin: [0, 6, 0, 0],
                    },
                  ]
                : []),
            ],
            alignment: 'center',
          },
        ],
      ],
    },
  } as Content;
}

/**
 * Element (dish) cards (issue #9 5): one card per dish of the service, six to a page,
 * with the name eaters see (the label name when set), allergens, dietary note and serving
 * temperature. An alternative dish gets its own card, marked, with its own allergens.
 */
export function dishCardsDocument(print: DishCardsPrint) {
  const rows: Content[] = [];
  for (let i = 0; i < print.cards.length; i += 2) {
    const pair = print.cards.slice(i, i + 2);
    rows.push({
      columns: pair.map(card).concat(pair.length === 1 ? [{ text: '' }] : []),
      columnGap: 18,
      margin: [0, 0, 0, 18],
      unbreakable: true,
    } as Content);
  }
  return framed(
    {
      title: `Dish Cards: ${print.menuName}`,
      subtitle: contextLine(print),
    },
    rows.length ? rows : [{ text: 'This menu has no elements.' }],
  );
}
