import { describe, expect, it } from 'vitest';
import { emptySetupFeedback, submitHostSurveySchema } from './host-survey.js';
import {
  HOST_SURVEY_MESSAGES,
  hostSurveyProblems,
  SURVEY_HINTS,
  type SurveyForRules,
  settleSetupFeedback,
} from './host-survey-rules.js';

const element = (overrides: Partial<SurveyForRules['elements'][number]> = {}) => ({
  scheduledElementId: 'chicken',
  name: 'Chicken Tikka Masala',
  portionPerContainer: 120,
  broughtContainers: 2,
  leftoverAmount: 10.5,
  runout: false,
  peopleNotServed: null,
  suggestedContainers: null,
  ...overrides,
});

const answered = (overrides: Partial<SurveyForRules> = {}): SurveyForRules => ({
  actualHeadcount: 40,
  times: { firstEater: '11:30', kitchenLeaveTime: '10:00', lastEater: '13:00', startTime: '11:15' },
  setupFeedback: {
    ...emptySetupFeedback('Sifted 2.0'),
    hadAllEquipment: true,
    menuFlow: { label: 'Menu Flow', value: true },
    hotboxSpill: { value: false, spilledItems: [] },
  },
  eatersEnjoyedScore: 4,
  eatersUnderstoodScore: 5,
  elements: [element()],
  ...overrides,
});

describe('hostSurveyProblems', () => {
  it('passes a fully answered survey', () => {
    expect(hostSurveyProblems(answered())).toEqual({
      messages: [],
      fields: [],
      elementHints: {},
    });
  });

  it("names the answer of each message by its path, an element's by its place", () => {
    const setup = { ...answered().setupFeedback, hadAllEquipment: false };
    const problems = hostSurveyProblems(
      answered({
        times: { ...answered().times, lastEater: null },
        setupFeedback: setup,
        eatersUnderstoodScore: null,
        elements: [element(), element({ leftoverAmount: -1 })],
      }),
    );
    expect(problems.fields).toHaveLength(problems.messages.length);
    expect(problems.fields).toEqual([
      'times.lastEater',
      'setupFeedback.servingUtensils.hadEnough',
      'setupFeedback.eatingUtensils.hadEnough',
      'setupFeedback.servingEquipment.hadEnough',
      'setupFeedback.presentationEquipment.hadEnough',
      'setupFeedback.serviceTypeEquipment.hadEnough',
      'eatersUnderstoodScore',
      'elements.1.leftoverAmount',
    ]);
  });

  it('refuses a headcount typed as text no number could be read from', () => {
    expect(hostSurveyProblems({ ...answered(), actualHeadcount: Number.NaN }).messages).toEqual([
      HOST_SURVEY_MESSAGES.actualHeadcount,
    ]);
  });

  it('collects every survey-level text of spec 5, in the form order', () => {
    const problems = hostSurveyProblems({
      ...answered(),
      actualHeadcount: 0,
      times: { firstEater: null, kitchenLeaveTime: null, lastEater: null, startTime: null },
      setupFeedback: emptySetupFeedback('Sifted 2.0'),
      eatersEnjoyedScore: null,
      eatersUnderstoodScore: null,
      elements: [],
    });
    expect(problems.messages).toEqual([
      'Actual headcount cannot be negative or 0.',
      'First eater time is required.',
      'Kitchen leave time is required.',
      'Last eater time is required.',
      'Start time is required.',
      'Setup information is required.',
      'Menu Flow response is required.',
      'Hotbox spill response is required.',
      "Eaters enjoyed today's menu response is required.",
      'Eaters understood the menu response is required.',
    ]);
  });

  it('asks every equipment item, by its label, only when the answer is No', () => {
    const setup = { ...answered().setupFeedback, hadAllEquipment: false };
    const messages = hostSurveyProblems(answered({ setupFeedback: setup })).messages;
    expect(messages).toEqual([
      'Serving utensils response is required.',
      'Eating utensils response is required.',
      'Serving equipment response is required.',
      'Presentation equipment response is required.',
      'Sifted 2.0 equipment response is required.',
    ]);
    expect(HOST_SURVEY_MESSAGES.equipmentRequired('Serving utensils')).toBe(messages[0]);
  });

  it.each([
    [
      { broughtContainers: null },
      'broughtContainers',
      SURVEY_HINTS.required,
      'Brought is required.',
    ],
    [
      { broughtContainers: -1 },
      'broughtContainers',
      SURVEY_HINTS.negative,
      'Brought cannot be less than 0.',
    ],
    [
      { broughtContainers: 1.25 },
      'broughtContainers',
      SURVEY_HINTS.halfSteps,
      'Brought can only be in 0.5 increments.',
    ],
    [{ leftoverAmount: null }, 'leftoverAmount', SURVEY_HINTS.required, 'Leftover is required.'],
    [
      { leftoverAmount: 240.1 },
      'leftoverAmount',
      SURVEY_HINTS.leftoverAboveBrought,
      'Leftover must be less than Brought.',
    ],
    [
      { leftoverAmount: 1.25 },
      'leftoverAmount',
      SURVEY_HINTS.oneDecimal,
      'Leftover cannot be more than one decimal place.',
    ],
    [
      { runout: true, suggestedContainers: 0.7 },
      'suggestedContainers',
      SURVEY_HINTS.halfSteps,
      'Suggested can only be in 0.5 increments.',
    ],
    [
      { runout: true, peopleNotServed: -2 },
      'peopleNotServed',
      SURVEY_HINTS.negative,
      'People Not Served cannot be less than 0.',
    ],
    [
      { runout: true, peopleNotServed: 1.5 },
      'peopleNotServed',
      SURVEY_HINTS.wholeNumber,
      'People Not Served cannot be a decimal number.',
    ],
    // Text a number field could not read ('2-3') is refused, not taken as "not filled in".
    [
      { broughtContainers: Number.NaN },
      'broughtContainers',
      SURVEY_HINTS.notANumber,
      'Brought must be a number.',
    ],
    [
      { runout: true, suggestedContainers: Number.NaN },
      'suggestedContainers',
      SURVEY_HINTS.notANumber,
      'Suggested must be a number.',
    ],
  ] as const)(
    'element %o: the hint and the prefixed message',
    (overrides, field, hint, sentence) => {
      const problems = hostSurveyProblems(answered({ elements: [element(overrides)] }));
      expect(problems.elementHints).toEqual({ chicken: { [field]: hint } });
      expect(problems.messages).toEqual([`For Chicken Tikka Masala element - ${sentence}`]);
    },
  );

  it('lets the leftover equal what was brought, and ignores runout fields without a runout', () => {
    const full = element({ leftoverAmount: 240, peopleNotServed: 1.5, suggestedContainers: -1 });
    expect(hostSurveyProblems(answered({ elements: [full] })).messages).toEqual([]);
  });
});

describe('settleSetupFeedback', () => {
  it('marks every item had-enough on Yes, and forgets spilled items without a spill', () => {
    const setup = emptySetupFeedback('Sifted 2.0');
    setup.servingUtensils.missingItems = 'Tongs';
    const settled = settleSetupFeedback({
      ...setup,
      hadAllEquipment: true,
      hotboxSpill: { value: false, spilledItems: ['Naan'] },
    });
    expect(settled.servingUtensils).toEqual({
      label: 'Serving utensils',
      hadEnough: true,
      missingItems: '',
    });
    expect(settled.serviceTypeEquipment.hadEnough).toBe(true);
    expect(settled.hotboxSpill.spilledItems).toEqual([]);
  });
});

describe('submitHostSurveySchema', () => {
  it('reads times as HH:MM or h:mm AM/PM, and form strings as numbers', () => {
    const parsed = submitHostSurveySchema.parse({
      actualHeadcount: '42',
      times: {
        firstEater: '11:30 AM',
        kitchenLeaveTime: '9:05 am',
        lastEater: '1:15 PM',
        startTime: '',
      },
      setupFeedback: emptySetupFeedback(null),
      elements: [
        {
          scheduledElementId: '00000000-0000-4000-8000-000000000001',
          broughtContainers: '1.5',
          leftoverAmount: '',
        },
      ],
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    expect(parsed.times).toEqual({
      firstEater: '11:30',
      kitchenLeaveTime: '09:05',
      lastEater: '13:15',
      startTime: null,
    });
    expect(parsed.actualHeadcount).toBe(42);
    expect(parsed.serviceScore).toBe(3);
    expect(parsed.elements[0]).toMatchObject({ broughtContainers: 1.5, leftoverAmount: null });
  });

  it('refuses a time it cannot read and a headcount with a fraction', () => {
    const result = submitHostSurveySchema.safeParse({
      actualHeadcount: 4.5,
      times: { firstEater: '25:00', kitchenLeaveTime: null, lastEater: null, startTime: null },
      setupFeedback: emptySetupFeedback(null),
      elements: [],
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Times are HH:MM or h:mm AM/PM.',
        'Actual headcount must be a whole number.',
      ]),
    );
  });
});
