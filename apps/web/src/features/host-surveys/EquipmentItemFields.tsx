import type { EquipmentItem } from '@catering/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SurveyTextField } from './SurveyTextField';
import { YesNoField } from './YesNoField';

/** One equipment item when not everything was there: had enough, and what was missing. */
export function EquipmentItemFields(props: { item: EquipmentItem; label: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={props.label} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {props.label}
        </Typography>
        <YesNoField name={`setupFeedback.${props.item}.hadEnough`} label="Had enough?" />
        <SurveyTextField name={`setupFeedback.${props.item}.missingItems`} label="Missing items" />
      </Stack>
    </Paper>
  );
}
