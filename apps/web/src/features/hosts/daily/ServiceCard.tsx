import type { HostService } from '@catering/domain';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTimeOfDay } from '../../../lib/local-date';
import { HOSTS_TEXTS } from '../messages';
import { SurveyAction } from './SurveyAction';
import { containerText } from './service-display';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * One account's service: when and where, who eats, what arrives, and its survey; the pin
 * keeps the account among the host's own sites.
 */
export function ServiceCard({
  service,
  pinned,
  onTogglePin,
}: {
  service: HostService;
  pinned: boolean;
  onTogglePin: () => void;
}) {
  const counts = [
    [HOSTS_TEXTS.headcount, service.headcount],
    [HOSTS_TEXTS.dietary, service.dietaryCount],
    [HOSTS_TEXTS.allergenCount, service.allergenCount],
  ] as const;
  return (
    <Card component="article" variant="outlined" aria-label={service.account.name}>
      <CardContent>
        <Stack spacing={1.5}>
          <div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h3" sx={{ flexGrow: 1, ...wrapAnywhere }}>
                {service.account.name}
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatTimeOfDay(service.serviceTime)}
              </Typography>
              <IconButton
                aria-label={(pinned ? HOSTS_TEXTS.unpin : HOSTS_TEXTS.pin)(service.account.name)}
                aria-pressed={pinned}
                color={pinned ? 'primary' : 'default'}
                onClick={onTogglePin}
                sx={{ width: 48, height: 48, mr: -1 }}
              >
                {pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              </IconButton>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={wrapAnywhere}>
              {service.address}
            </Typography>
          </div>
          <Stack direction="row" spacing={3} component="dl" sx={{ m: 0 }}>
            {counts.map(([label, count]) => (
              <div key={label}>
                <Typography variant="caption" component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h6" component="dd" sx={{ m: 0 }}>
                  {count}
                </Typography>
              </div>
            ))}
          </Stack>
          {service.specialRequest && (
            <Chip
              color="secondary"
              label={HOSTS_TEXTS.specialRequest}
              sx={{ alignSelf: 'start' }}
            />
          )}
          {service.notes && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', ...wrapAnywhere }}>
              {`${HOSTS_TEXTS.serviceNotes}: ${service.notes}`}
            </Typography>
          )}
          <ExpectedContainers service={service} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <SurveyAction service={service} />
      </CardActions>
    </Card>
  );
}

function ExpectedContainers({ service }: { service: HostService }) {
  const title = `${HOSTS_TEXTS.containersTitle} for ${service.account.name}`;
  return (
    <div>
      <Typography variant="subtitle2" component="h4">
        {HOSTS_TEXTS.containersTitle}
      </Typography>
      {service.containers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {HOSTS_TEXTS.noContainers}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={title} sx={{ m: 0, pl: 2.5 }}>
          {service.containers.map((line) => (
            <Typography
              key={`${line.name}:${line.container}`}
              component="li"
              variant="body2"
              sx={wrapAnywhere}
            >
              {containerText(line)}
            </Typography>
          ))}
        </Stack>
      )}
    </div>
  );
}
