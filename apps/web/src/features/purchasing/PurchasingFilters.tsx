import type { Market, ServiceLine } from '@catering/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { MarketSelect } from '../../components/MarketSelect';
import type { OrderGuideQuery } from './api';
import { ORDER_GUIDE_TEXT as T } from './messages';

interface PurchasingFiltersProps {
  /** Names the filters for screen readers: "Order guide filters". */
  label: string;
  choice: OrderGuideQuery;
  onChange: (next: Partial<OrderGuideQuery>) => void;
  markets: readonly Market[];
  lines: readonly ServiceLine[];
  /** A page's own filters, after the shared ones (the Order Guide's vendor). */
  children?: ReactNode;
}

/** What every purchasing page is asked for: market, dates and service lines (all by default). */
export function PurchasingFilters({
  label,
  choice,
  onChange,
  markets,
  lines,
  children,
}: PurchasingFiltersProps) {
  const allLines = lines.length > 0 && choice.serviceLineIds.length === lines.length;
  const lineNames = (ids: string[]) =>
    allLines
      ? T.allLines
      : lines
          .filter((line) => ids.includes(line.id))
          .map((line) => line.name)
          .join(', ');
  return (
    <Stack
      component="form"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ mb: 3, flexWrap: 'wrap', gap: 2 }}
      onSubmit={(event) => event.preventDefault()}
    >
      {/* The theme makes text fields full width: the market keeps to the filters' row. */}
      <Box sx={{ width: 200 }}>
        <MarketSelect
          markets={markets}
          marketId={choice.marketId}
          onChange={(marketId) => onChange({ marketId })}
        />
      </Box>
      <TextField
        type="date"
        label={T.fromLabel}
        value={choice.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 150 }}
      />
      <TextField
        type="date"
        label={T.toLabel}
        value={choice.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 150 }}
      />
      <TextField
        select
        label={T.linesLabel}
        value={choice.serviceLineIds}
        onChange={(event) => {
          const picked = event.target.value as unknown as string[] | string;
          const ids = new Set(typeof picked === 'string' ? picked.split(',') : picked);
          // Kept in the lines' order, whatever order they were picked in.
          onChange({ serviceLineIds: lines.filter((line) => ids.has(line.id)).map((l) => l.id) });
        }}
        slotProps={{
          select: { multiple: true, renderValue: (ids) => lineNames(ids as string[]) },
        }}
        sx={{ width: 210 }}
      >
        {lines.map((line) => (
          <MenuItem key={line.id} value={line.id}>
            {line.name}
          </MenuItem>
        ))}
      </TextField>
      {children}
    </Stack>
  );
}
