import { AGREE_SCORE_LABELS, SERVICE_SCORE_LABELS } from '@catering/domain';
import { ScoreField } from './ScoreField';
import { SurveySection } from './SurveySection';
import { SurveyTextField } from './SurveyTextField';

/** How the service went, by the spec's 1 to 5 scales (spec 9). */
export function FeedbackSection() {
  return (
    <SurveySection title="Feedback">
      <ScoreField name="serviceScore" label="Service score" meanings={SERVICE_SCORE_LABELS} />
      <SurveyTextField name="serviceFeedback" label="Service feedback" multiline />
      <ScoreField
        name="eatersEnjoyedScore"
        label="Eaters enjoyed today's menu"
        meanings={AGREE_SCORE_LABELS}
      />
      <ScoreField
        name="eatersUnderstoodScore"
        label="Eaters understood the menu"
        meanings={AGREE_SCORE_LABELS}
      />
    </SurveySection>
  );
}
