import type { HostService } from '@catering/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOSTS_TEXTS } from '../messages';
import { ServiceCard } from './ServiceCard';

/** The line's services that day, one card each, in the order they are served. */
export function ServicesList({ services }: { services: readonly HostService[] }) {
  return (
    <Stack component="section" aria-label={HOSTS_TEXTS.servicesTitle} spacing={1.5}>
      <Typography variant="h6" component="h2">
        {`${HOSTS_TEXTS.servicesTitle} (${services.length})`}
      </Typography>
      {services.length === 0 ? (
        <Typography color="text.secondary">{HOSTS_TEXTS.noServicesToday}</Typography>
      ) : (
        services.map((service) => <ServiceCard key={service.serviceEventId} service={service} />)
      )}
    </Stack>
  );
}
