import { arrangeHostServices, type HostService } from '@catering/domain';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useToast } from '../../../lib/toast';
import { type PinChange, usePinAccount, usePinnedAccounts } from '../api';
import { HOSTS_TEXTS } from '../messages';
import { ServiceCard } from './ServiceCard';

/**
 * The line's services that day, one card each, in the order they are served; My sites
 * (docs/hosts.md): the host's pinned accounts first, only those until "Show all sites",
 * and a search by account name.
 */
export function ServicesList({
  services,
  marketId,
}: {
  services: readonly HostService[];
  marketId: string;
}) {
  const [showAll, setShowAll] = useState(false);
  const [search, setSearch] = useState('');
  const pinnedAccounts = usePinnedAccounts();
  const pinnedIds = useMemo(
    () => new Set((pinnedAccounts.data ?? []).map((row) => row.account.id)),
    [pinnedAccounts.data],
  );
  const togglePin = useTogglePin(marketId);
  const view = arrangeHostServices(services, pinnedIds, { showAll, search });
  const onlyMine = view.pinnedCount > 0 && !showAll;

  return (
    <Stack component="section" aria-label={HOSTS_TEXTS.servicesTitle} spacing={1.5}>
      <Typography variant="h6" component="h2">
        {`${HOSTS_TEXTS.servicesTitle} (${services.length})`}
      </Typography>
      {services.length === 0 ? (
        <Typography color="text.secondary">{HOSTS_TEXTS.noServicesToday}</Typography>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              type="search"
              label={HOSTS_TEXTS.searchSites}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ flexGrow: 1 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {view.pinnedCount > 0 && (
              <FormControlLabel
                control={
                  <Switch
                    checked={showAll}
                    onChange={(event) => setShowAll(event.target.checked)}
                  />
                }
                label={HOSTS_TEXTS.showAllSites}
                sx={{ minHeight: 48, mr: 0 }}
              />
            )}
          </Stack>
          {onlyMine && (
            <Typography variant="body2" color="text.secondary">
              {HOSTS_TEXTS.pinnedShown(view.pinnedCount, services.length)}
            </Typography>
          )}
          {view.services.length === 0 ? (
            <NoSiteMatches
              search={search}
              hiddenMatches={view.hiddenMatches}
              onSearchAll={() => setShowAll(true)}
            />
          ) : (
            view.services.map((service) => (
              <ServiceCard
                key={service.serviceEventId}
                service={service}
                pinned={pinnedIds.has(service.account.id)}
                onTogglePin={() =>
                  togglePin({
                    account: service.account,
                    pinned: !pinnedIds.has(service.account.id),
                  })
                }
              />
            ))
          )}
        </>
      )}
    </Stack>
  );
}

/** Pins at once; a refused pin is put back and said in a toast. */
function useTogglePin(marketId: string) {
  const pin = usePinAccount();
  const toast = useToast();
  return (change: Omit<PinChange, 'marketId'>) =>
    pin.mutate(
      { ...change, marketId },
      {
        onError: () =>
          toast.error(
            (change.pinned ? HOSTS_TEXTS.pinFailed : HOSTS_TEXTS.unpinFailed)(change.account.name),
          ),
      },
    );
}

function NoSiteMatches(props: { search: string; hiddenMatches: number; onSearchAll: () => void }) {
  return (
    <Stack role="status" spacing={1} sx={{ alignItems: 'start', py: 2 }}>
      <Typography>{HOSTS_TEXTS.noSiteMatches(props.search)}</Typography>
      {props.hiddenMatches > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {HOSTS_TEXTS.moreMatches(props.hiddenMatches)}
          </Typography>
          <Button variant="outlined" onClick={props.onSearchAll} sx={{ minHeight: 44 }}>
            {HOSTS_TEXTS.searchAllSites}
          </Button>
        </>
      )}
    </Stack>
  );
}
