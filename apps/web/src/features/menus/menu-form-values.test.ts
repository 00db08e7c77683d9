import { menuInputSchema } from '@catering/domain';
import { describe, expect, it } from 'vitest';
import { movedRow } from '../../components/SortableRows';
import { buildMenuCatalogue } from '../../test/menu-fixtures';
import {
  menuAllergenNames,
  menuInputFromForm,
  newMenuValues,
  rowFromElement,
  sortRowsByType,
} from './menu-form-values';

const { chicken, rice, naan, protein, bread, starch, standard } = buildMenuCatalogue();

describe('sortRowsByType', () => {
  const types = [bread, protein, starch];
  const row = (name: string, elementTypeId: string) => ({ name, elementTypeId });

  it("orders by the type's sortOrder, keeps rows of one type in order, untyped last", () => {
    const rows = [
      row('plain rice', ''),
      row('naan', bread.id),
      row('chicken', protein.id),
      row('retired type', 'no-longer-listed'),
      row('paneer', protein.id),
      row('pilaf', starch.id),
    ];
    expect(sortRowsByType(rows, types).map((r) => r.name)).toEqual([
      'chicken',
      'paneer',
      'pilaf',
      'naan',
      'plain rice',
      'retired type',
    ]);
  });
});

describe('menuInputFromForm', () => {
  it('numbers the rows in table order and sends saved ids only', () => {
    const saved = {
      ...rowFromElement(naan),
      menuElementId: '00000000-0000-4000-8000-00000000aaaa',
    };
    const values = {
      ...newMenuValues(),
      name: ' Taste of India ',
      menuElementClassId: standard.id,
      elements: [rowFromElement(chicken), saved, rowFromElement(rice)],
    };
    const input = menuInputFromForm(values);
    expect(input.elements?.map((r) => [r.elementId, r.order, r.id])).toEqual([
      [chicken.id, 0, undefined],
      [naan.id, 1, saved.menuElementId],
      [rice.id, 2, undefined],
    ]);
    expect(input).not.toHaveProperty('updatedAt');

    const body = menuInputSchema.parse(input);
    expect(body).toMatchObject({ name: 'Taste of India', brandId: null, cuisineTypeId: null });
    expect(body.elements[0]).toMatchObject({
      portionPerPerson: 6,
      portionUnitId: expect.any(String),
    });
    expect(body.elements[2]).toMatchObject({ elementTypeId: null, servingTemp: null });
    expect(body.elements[2]?.portionPerPerson).toBeUndefined();
  });
});

describe('menuAllergenNames', () => {
  it('is the union of the rows, by name, sorted', () => {
    expect(
      menuAllergenNames([rowFromElement(naan), rowFromElement(chicken), rowFromElement(rice)]),
    ).toEqual(['Milk', 'Wheat']);
  });
});

describe('movedRow', () => {
  const ids = ['a', 'b', 'c'];
  it('answers the indexes of a drop on another row, nothing otherwise', () => {
    expect(movedRow(ids, { active: { id: 'c' }, over: { id: 'a' } } as never)).toEqual({
      from: 2,
      to: 0,
    });
    expect(movedRow(ids, { active: { id: 'a' }, over: { id: 'a' } } as never)).toBeNull();
    expect(movedRow(ids, { active: { id: 'a' }, over: null } as never)).toBeNull();
  });
});
