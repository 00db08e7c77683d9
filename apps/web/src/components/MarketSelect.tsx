import type { Market } from '@catering/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface MarketSelectProps {
  markets: readonly Market[];
  /** The market shown; one not in the list shows an empty choice. */
  marketId: string;
  onChange: (marketId: string) => void;
  size?: 'small' | 'medium';
}

/** The market a page shows (spec 2.3: pages remember the chosen market). */
export function MarketSelect({ markets, marketId, onChange, size = 'medium' }: MarketSelectProps) {
  const known = markets.some((market) => market.id === marketId);
  return (
    <TextField
      select
      size={size}
      label="Market"
      value={known ? marketId : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {markets.map((market) => (
        <MenuItem key={market.id} value={market.id}>
          {market.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
