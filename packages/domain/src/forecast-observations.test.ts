import { describe, expect, it } from 'vitest';
import {
  observationOfType,
  plannedUnderModifier,
  type SurveyElementReport,
} from './forecast-observations.js';

const survey = { surveyId: 's1', date: '2026-03-02' };
const report = (overrides: Partial<SurveyElementReport>): SurveyElementReport => ({
  plannedContainers: 2,
  broughtContainers: 2,
  portionPerContainer: 40,
  leftoverPortions: 10,
  runout: false,
  peopleNotServed: null,
  portionPerPerson: 5,
  ...overrides,
});

describe('observationOfType', () => {
  it("counts a dish in eaters' portions: its portion units over the portion per person × modifier", () => {
    // 2 pans of 40 oz at 5 oz a person and a modifier of 0.8 (4 oz an eater): 80 / 4 = 20
    // eaters planned and brought; 10 oz back = 2.5 eaters.
    expect(observationOfType(survey, [report({})], 0.8)).toEqual({
      ...survey,
      plannedPortions: 20,
      broughtPortions: 20,
      leftoverPortions: 2.5,
      runout: false,
      peopleNotServed: null,
      portionPerEater: 1,
    });
  });

  it('adds two dishes of a type in different units, and counts the people not served once', () => {
    const chicken = report({ runout: true, leftoverPortions: 0, peopleNotServed: 6 });
    // Tofu: 1 pan of 12 each at 1 each a person; 3 brought back; ran out too, 4 not served.
    const tofu = report({
      plannedContainers: 1,
      broughtContainers: 1,
      portionPerContainer: 12,
      leftoverPortions: 3,
      portionPerPerson: 1,
      runout: true,
      peopleNotServed: 4,
    });
    // Modifier 1: chicken 80 / 5 = 16 eaters, tofu 12 / 1 = 12: 28 planned and brought;
    // 0 + 3 back; the larger count of people not served.
    expect(observationOfType(survey, [chicken, tofu], 1)).toMatchObject({
      plannedPortions: 28,
      broughtPortions: 28,
      leftoverPortions: 3,
      runout: true,
      peopleNotServed: 6,
      portionPerEater: 1,
    });
  });

  it('keeps a lone dish with no portion per person in its own units, without runout demand', () => {
    expect(observationOfType(survey, [report({ portionPerPerson: null })], 1)).toMatchObject({
      plannedPortions: 80,
      broughtPortions: 80,
      leftoverPortions: 10,
      portionPerEater: null,
    });
  });

  it('says what was brought is unknown when dishes of a type cannot be converted', () => {
    const unknown = report({ portionPerContainer: null });
    const observation = observationOfType(survey, [report({}), unknown], 1);
    expect(observation.broughtPortions).toBeNull();
    expect(observation.plannedPortions).toBe(4);
  });

  it('leaves what came back unknown when one dish has no leftover reported', () => {
    const observation = observationOfType(
      survey,
      [report({}), report({ leftoverPortions: null })],
      1,
    );
    expect(observation.leftoverPortions).toBeNull();
    expect(observation.broughtPortions).toBe(32);
  });
});

describe('plannedUnderModifier', () => {
  const days = ['2026-03-02', '2026-03-03', '2026-03-04'].map((date) => ({ date }));
  it('keeps the services after the day the modifier was set, all of them for one never set', () => {
    expect(plannedUnderModifier(days, '2026-03-03')).toEqual([{ date: '2026-03-04' }]);
    expect(plannedUnderModifier(days, null)).toEqual(days);
  });
});
