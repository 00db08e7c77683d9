import { MARKET_SCOPE_MESSAGES, type TeamUser } from '@catering/domain';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useMarkets } from '../../lib/reference-data';
import { useCurrentUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useUpdateUser } from './api';
import { TEAM_TEXT } from './messages';
import { fullName } from './team-access';
import { changeFailureText } from './UserInlineSelects';

/** "Every market", or the markets a user is limited to, by name. */
export function marketLimitText(row: Pick<TeamUser, 'limitedToMarkets'>): string {
  return row.limitedToMarkets.length === 0
    ? TEAM_TEXT.everyMarket
    : row.limitedToMarkets.map((market) => market.name).join(', ');
}

/**
 * The markets a row is limited to (docs/permissions.md 8): ticking markets limits the
 * user to them, none ticked is every market. Saved once, when the list closes, so a
 * choice of three markets is one change, not three.
 */
export function UserMarketLimitSelect({ row }: { row: TeamUser }) {
  const caller = useCurrentUser();
  const markets = useMarkets().data ?? [];
  const toast = useToast();
  const updateUser = useUpdateUser();
  const saved = row.limitedToMarkets.map((market) => market.id);
  const [draft, setDraft] = useState<string[] | null>(null);
  const options = [...markets.map((market) => ({ id: market.id, name: market.name }))];
  for (const market of row.limitedToMarkets) {
    if (!options.some((option) => option.id === market.id)) options.push(market);
  }
  const nameOf = (id: string) => options.find((option) => option.id === id)?.name ?? id;
  const own = row.id === caller.id;

  const save = async () => {
    const chosen = draft;
    if (!chosen || [...chosen].sort().join() === [...saved].sort().join()) {
      setDraft(null);
      return;
    }
    try {
      await updateUser.mutateAsync({
        id: row.id,
        limitedToMarketIds: chosen,
        updatedAt: row.updatedAt,
      });
      toast.success(TEAM_TEXT.marketsUpdated);
    } catch (error) {
      toast.error(changeFailureText(error));
    } finally {
      setDraft(null);
    }
  };

  const select = (
    <TextField
      select
      size="small"
      variant="standard"
      value={draft ?? saved}
      disabled={own || updateUser.isPending}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        setDraft(typeof value === 'string' ? value.split(',') : value);
      }}
      slotProps={{
        htmlInput: { 'aria-label': `Markets of ${fullName(row)}` },
        select: {
          multiple: true,
          displayEmpty: true,
          onClose: () => void save(),
          renderValue: (selected) => {
            const ids = selected as string[];
            return ids.length === 0 ? (
              <em>{TEAM_TEXT.everyMarket}</em>
            ) : (
              ids.map(nameOf).sort().join(', ')
            );
          },
        },
      }}
      sx={{ minWidth: 128, maxWidth: 240 }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} dense>
          <Checkbox size="small" checked={(draft ?? saved).includes(option.id)} />
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </TextField>
  );
  if (!own) return select;
  return (
    <Tooltip title={MARKET_SCOPE_MESSAGES.ownLimitFixed}>
      <span>{select}</span>
    </Tooltip>
  );
}
