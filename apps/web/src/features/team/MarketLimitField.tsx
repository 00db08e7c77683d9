import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useMarkets } from '../../lib/reference-data';
import { useCurrentUser } from '../../lib/session';
import { TEAM_TEXT } from './messages';

/**
 * The invitation's "Limited to" (docs/permissions.md 8): none ticked is every market, or,
 * for an inviter who is limited, the inviter's own markets.
 */
export function MarketLimitField() {
  const { control } = useFormContext<{ limitedToMarketIds?: string[] }>();
  const markets = useMarkets().data ?? [];
  const callerLimited = useCurrentUser().limitedToMarketIds.length > 0;
  const nameOf = (id: string) => markets.find((market) => market.id === id)?.name ?? id;
  return (
    <Controller
      name="limitedToMarketIds"
      control={control}
      render={({ field }) => (
        <TextField
          select
          label="Limited to"
          value={field.value ?? []}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            field.onChange(typeof value === 'string' ? value.split(',') : value);
          }}
          onBlur={field.onBlur}
          helperText={callerLimited ? TEAM_TEXT.limitHelpLimited : TEAM_TEXT.limitHelp}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => {
                const ids = selected as string[];
                if (ids.length > 0) return ids.map(nameOf).sort().join(', ');
                return <em>{callerLimited ? TEAM_TEXT.yourMarkets : TEAM_TEXT.everyMarket}</em>;
              },
            },
          }}
        >
          {markets.map((market) => (
            <MenuItem key={market.id} value={market.id} dense>
              <Checkbox size="small" checked={(field.value ?? []).includes(market.id)} />
              <ListItemText primary={market.name} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
