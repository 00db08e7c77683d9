import { PUBLIC_PAGE_MESSAGES, type PublicMenuPage as PublicMenu } from '@catering/domain';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { formatTimeOfDay } from '../../lib/local-date';
import { usePublicMenu } from './api';
import { PUBLIC_TEXT } from './messages';
import { PublicLayout } from './PublicLayout';
import { PublicLoadState } from './PublicLoadState';
import { formatServiceDate, groupByDate } from './public-format';

type Service = PublicMenu['days'][number];
type ServiceMenu = NonNullable<Service['menu']>;

/** Route /public/menu/:token: an account's services of the coming 7 days with their menus. */
export function PublicMenuPage() {
  const { token = '' } = useParams();
  const query = usePublicMenu(token);
  const page = query.data;

  return (
    <PublicLayout>
      {!page ? (
        <PublicLoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={3}>
          <div>
            <Typography variant="h1">{page.accountName}</Typography>
            <Typography color="text.secondary">{PUBLIC_TEXT.menusIntro}</Typography>
          </div>
          {page.days.length === 0 ? (
            <Typography>{PUBLIC_PAGE_MESSAGES.noMenus}</Typography>
          ) : (
            groupByDate(page.days).map((day) => {
              const label = formatServiceDate(day.date);
              return (
                <Stack key={day.date} component="section" aria-label={label} spacing={1.5}>
                  <Typography variant="h2">{label}</Typography>
                  {day.rows.map((service) => (
                    <ServiceCard
                      key={`${service.serviceLineId}-${service.serviceTime}`}
                      service={service}
                    />
                  ))}
                </Stack>
              );
            })
          )}
        </Stack>
      )}
    </PublicLayout>
  );
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${service.serviceLineName} ${formatTimeOfDay(service.serviceTime)}`}
      sx={{ p: 2 }}
    >
      <Typography
        color="primary"
        sx={{ fontWeight: 700, textTransform: 'uppercase', fontSize: '0.95rem', mb: 0.5 }}
      >
        {service.serviceLineName} · {formatTimeOfDay(service.serviceTime)}
      </Typography>
      {service.menu ? (
        <ServiceMenuDetails menu={service.menu} />
      ) : (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {PUBLIC_PAGE_MESSAGES.menuToCome}
        </Typography>
      )}
    </Paper>
  );
}

function ServiceMenuDetails({ menu }: { menu: ServiceMenu }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h3">{menu.name}</Typography>
      {menu.description && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{menu.description}</Typography>
      )}
      <AllergenBox names={menu.allergenNames} />
      {menu.elements.length > 0 && (
        <Box component="ul" aria-label={`Dishes of ${menu.name}`} sx={{ m: 0, pl: 2.5 }}>
          {menu.elements.map((element) => (
            <Box component="li" key={element.name} sx={{ py: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {element.name}
              </Typography>
              {element.allergenNames.length > 0 && (
                <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }}>
                  {PUBLIC_TEXT.allergens}: {element.allergenNames.join(', ')}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** The menu's allergens, set apart so nobody misses them. */
function AllergenBox({ names }: { names: string[] }) {
  if (names.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {PUBLIC_TEXT.noAllergens}
      </Typography>
    );
  }
  return (
    <Box
      role="note"
      aria-label="Allergens"
      sx={{
        border: 2,
        borderColor: 'warning.main',
        bgcolor: '#fff4e5',
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <WarningAmberIcon color="warning" />
        <Typography sx={{ fontWeight: 700 }}>{PUBLIC_TEXT.allergens}</Typography>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {names.map((name) => (
          <Chip
            key={name}
            label={name}
            color="warning"
            sx={{ fontWeight: 600, fontSize: '1rem' }}
          />
        ))}
      </Box>
    </Box>
  );
}
