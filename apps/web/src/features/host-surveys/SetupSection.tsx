import { EQUIPMENT_ITEMS, EQUIPMENT_QUESTION, HOTBOX_SPILL_LABEL } from '@catering/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { MultiSelectField } from '../../components/form/MultiSelectField';
import { EquipmentItemFields } from './EquipmentItemFields';
import { SurveySection } from './SurveySection';
import { SurveyTextField } from './SurveyTextField';
import type { SurveyFormValues } from './survey-form-values';
import { YesNoField } from './YesNoField';

/**
 * The setup questions (spec 2): the equipment question, item by item only when something
 * was missing; the menu flow; a hotbox spill and what spilled; comments.
 */
export function SetupSection(props: { elementNames: readonly string[] }) {
  const { control, setValue } = useFormContext<SurveyFormValues>();
  const setup = useWatch({ control, name: 'setupFeedback' });

  // Yes means every item had enough; after a Yes, a No asks about each item afresh.
  const answerEquipment = (hadAll: boolean) => {
    for (const item of EQUIPMENT_ITEMS) {
      setValue(`setupFeedback.${item}.hadEnough`, hadAll ? true : null);
      if (hadAll) setValue(`setupFeedback.${item}.missingItems`, '');
    }
  };
  const answerHotboxSpill = (spilled: boolean) => {
    if (!spilled) setValue('setupFeedback.hotboxSpill.spilledItems', []);
  };

  return (
    <SurveySection title="Setup">
      <YesNoField
        name="setupFeedback.hadAllEquipment"
        label={EQUIPMENT_QUESTION}
        onAnswered={answerEquipment}
      />
      {setup.hadAllEquipment === false &&
        EQUIPMENT_ITEMS.map((item) => (
          <EquipmentItemFields key={item} item={item} label={setup[item].label} />
        ))}
      <YesNoField name="setupFeedback.menuFlow.value" label={setup.menuFlow.label} />
      <YesNoField
        name="setupFeedback.hotboxSpill.value"
        label={HOTBOX_SPILL_LABEL}
        onAnswered={answerHotboxSpill}
      />
      {setup.hotboxSpill.value === true && (
        <MultiSelectField<SurveyFormValues>
          name="setupFeedback.hotboxSpill.spilledItems"
          label="Spilled items"
          options={props.elementNames.map((name) => ({ value: name, label: name }))}
        />
      )}
      <SurveyTextField name="setupFeedback.setupComments" label="Setup comments" multiline />
    </SurveySection>
  );
}
