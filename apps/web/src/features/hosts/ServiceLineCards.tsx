import type { HostServiceLine } from '@catering/domain';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { HostDay } from './api';
import { HOSTS_TEXTS } from './messages';
import { hostDailyPath } from './paths';

/** The day's service lines as large cards a host taps to open the daily view. */
export function ServiceLineCards(props: { day: HostDay; lines: readonly HostServiceLine[] }) {
  const { day, lines } = props;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 720 }}>
      {lines.map((line) => (
        <li key={line.serviceLine.id}>
          <Card variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={hostDailyPath(day.marketId, line.serviceLine.id, day.date)}
              sx={{ p: 2, minHeight: 72 }}
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="h6" component="span">
                    {line.serviceLine.name}
                  </Typography>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {line.scheduledMenu.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {HOSTS_TEXTS.serviceCount(line.services)}
                  </Typography>
                </Stack>
                <ChevronRightIcon color="action" />
              </Stack>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
