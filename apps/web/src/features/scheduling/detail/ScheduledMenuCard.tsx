import type { ScheduledMenu, ScheduledMenuListItem } from '@catering/domain';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessages } from '../../../lib/api';
import { useScheduledMenu } from './api';
import { type DayFoodCost, MenuFoodCost } from './MenuFoodCost';
import { ScheduledMenuActions } from './ScheduledMenuActions';

interface ScheduledMenuCardProps {
  item: ScheduledMenuListItem;
  lineName: string;
  dayFoodCost: DayFoodCost;
}

/** A line's scheduled menu (spec 2.8): what it serves, to how many, and its actions. */
export function ScheduledMenuCard({ item, lineName, dayFoodCost }: ScheduledMenuCardProps) {
  const menu = useScheduledMenu(item.id);
  return (
    <Card variant="outlined" component="article" aria-label={item.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3">
            {item.name}
          </Typography>
          {item.isLocked && <Chip size="small" icon={<LockIcon />} label="Locked" />}
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {item.cuisineTypeName ?? 'No cuisine'}
        </Typography>
        {menu.isPending ? (
          <LinearProgress aria-label={`Loading ${item.name}`} />
        ) : menu.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void menu.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessages(menu.error).join(' ')}
          </Alert>
        ) : (
          <MenuContents
            menu={menu.data}
            foodCost={<MenuFoodCost dayFoodCost={dayFoodCost} menuId={item.id} />}
          />
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ScheduledMenuActions item={item} menu={menu.data ?? null} lineName={lineName} />
      </CardActions>
    </Card>
  );
}

function MenuContents({ menu, foodCost }: { menu: ScheduledMenu; foodCost: ReactNode }) {
  const { headcounts } = menu;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label="Total headcount" value={headcounts.total} />
        <Figure label="Without accommodations" value={headcounts.withoutAccommodations} />
        <Figure label="With accommodations" value={headcounts.withAccommodations} />
      </Stack>
      {foodCost}
      {menu.description && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{menu.description}</Typography>
      )}
      <div>
        <Typography variant="subtitle2" component="h4">
          Elements
        </Typography>
        {menu.scheduledElements.length === 0 ? (
          <Typography color="text.secondary">No elements.</Typography>
        ) : (
          <Stack component="ul" aria-label={`Elements of ${menu.name}`} sx={{ m: 0, pl: 2.5 }}>
            {menu.scheduledElements.map((element) => (
              <li key={element.id}>
                {element.labelName || element.name}
                {element.elementTypeName && (
                  <Typography component="span" color="text.secondary">
                    {` · ${element.elementTypeName}`}
                  </Typography>
                )}
              </li>
            ))}
          </Stack>
        )}
      </div>
      <Typography>
        <strong>Allergens:</strong>{' '}
        {menu.allergenNames.length ? menu.allergenNames.join(', ') : 'None'}
      </Typography>
    </Stack>
  );
}

/** A labelled count, one text so it reads (and is found) as "Total headcount: 42". */
function Figure({ label, value }: { label: string; value: number }) {
  return <Typography sx={{ fontWeight: 500 }}>{`${label}: ${value}`}</Typography>;
}
