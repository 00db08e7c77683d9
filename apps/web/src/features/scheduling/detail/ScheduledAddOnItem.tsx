import type { ScheduledAddOn } from '@catering/domain';
import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useHasPermission } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useUnscheduleAddOn } from './api';
import { DETAIL_MESSAGES, schedulingFailure, unscheduleAddOnPrompt } from './messages';
import { UnscheduleButton } from './UnscheduleButton';

/** Every allergen of the add-on's elements, once each, alphabetically. */
const allergensOf = (addOn: ScheduledAddOn) =>
  [...new Set(addOn.scheduledElements.flatMap((row) => row.allergenNames))].sort();

/** One scheduled add-on: its filled slots (under the Greens Bar headings) and actions. */
export function ScheduledAddOnItem(props: { addOn: ScheduledAddOn; lineName: string }) {
  const { addOn, lineName } = props;
  const canEdit = useHasPermission('editScheduleMenu');
  const canRemove = useHasPermission('removeScheduleMenu');
  const unschedule = useUnscheduleAddOn();
  const toast = useToast();
  const typeName = addOn.addOnType.name;
  const slots = new Map(addOn.addOnType.addOnSlots.map((slot) => [slot.id, slot]));
  const allergens = allergensOf(addOn);

  const remove = async () => {
    try {
      await unschedule.mutateAsync(addOn.id);
      toast.success(DETAIL_MESSAGES.addOnUnscheduled);
    } catch (error) {
      toast.error(schedulingFailure(error));
    }
  };

  return (
    <Card variant="outlined" component="article" aria-label={`${typeName} add-on`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {typeName}
          </Typography>
          {addOn.isLocked && <Chip size="small" icon={<LockIcon />} label="Locked" />}
        </Stack>
        {addOn.scheduledElements.length === 0 ? (
          <Typography color="text.secondary">No slots filled yet.</Typography>
        ) : (
          <Stack component="ul" aria-label={`${typeName} elements`} sx={{ m: 0, pl: 2.5 }}>
            {addOn.scheduledElements.map((row) => {
              const heading = slots.get(row.addOnSlotId)?.heading;
              return (
                <Fragment key={row.id}>
                  {heading && (
                    <Typography component="li" variant="overline" sx={{ listStyle: 'none' }}>
                      {heading}
                    </Typography>
                  )}
                  <li>{row.name}</li>
                </Fragment>
              );
            })}
          </Stack>
        )}
        <Typography sx={{ mt: 1 }}>
          <strong>Allergens:</strong> {allergens.length ? allergens.join(', ') : 'None'}
        </Typography>
      </CardContent>
      {(canEdit || canRemove) && (
        <CardActions>
          {canEdit && (
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/scheduled-add-ons/${encodeURIComponent(addOn.id)}`}
            >
              Edit Add On
            </Button>
          )}
          {canRemove && (
            <UnscheduleButton
              prompt={unscheduleAddOnPrompt(typeName, lineName)}
              busy={unschedule.isPending}
              onConfirm={remove}
            />
          )}
        </CardActions>
      )}
    </Card>
  );
}
