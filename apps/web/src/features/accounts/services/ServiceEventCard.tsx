import type { ServiceEvent } from '@catering/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serviceLineColour } from '../../../lib/service-line-colours';
import { ServiceEventDetails } from './ServiceEventDetails';

interface ServiceEventCardProps {
  event: ServiceEvent;
  canEdit: boolean;
  /** Beta on and a line that takes add-ons: the Add-ons button shows. */
  showAddOns: boolean;
  onAddOns: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One service of the day view, with its actions (spec 2 "Service event modal and card"). */
export function ServiceEventCard({
  event,
  canEdit,
  showAddOns,
  ...actions
}: ServiceEventCardProps) {
  const title = `${event.serviceLine.name} at ${event.serviceTime.slice(0, 5)}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ borderLeft: 6, borderLeftColor: serviceLineColour(event.serviceLine.name) }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h6" component="h3">
            {event.serviceLine.name}
          </Typography>
          {event.specialRequest && <Chip size="small" color="secondary" label="Special request" />}
        </Stack>
        <ServiceEventDetails event={event} />
      </CardContent>
      {(showAddOns || canEdit) && (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          {showAddOns && (
            <Button size="small" onClick={actions.onAddOns}>
              Add-ons
            </Button>
          )}
          {canEdit && (
            <>
              <Button size="small" onClick={actions.onEdit}>
                Edit
              </Button>
              <Button size="small" color="error" onClick={actions.onDelete}>
                Delete
              </Button>
            </>
          )}
        </CardActions>
      )}
    </Card>
  );
}
