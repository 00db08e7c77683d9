import type { Market, ServiceLine } from '@catering/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MarketSelect } from '../../components/MarketSelect';
import { ORDER_GUIDE_TEXT as T } from './messages';

export interface OrderGuideChoice {
  marketId: string;
  from: string;
  to: string;
  serviceLineIds: string[];
  /** '' for every vendor: filtered here, the answer holds them all. */
  vendorId: string;
}

interface OrderGuideFiltersProps {
  choice: OrderGuideChoice;
  onChange: (next: Partial<OrderGuideChoice>) => void;
  markets: readonly Market[];
  lines: readonly ServiceLine[];
  vendors: readonly { vendorId: string; vendorName: string }[];
}

/** Market, dates, service lines (all by default) and the vendor shown. */
export function OrderGuideFilters({
  choice,
  onChange,
  markets,
  lines,
  vendors,
}: OrderGuideFiltersProps) {
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
      aria-label={T.filtersLabel}
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
      <TextField
        select
        label={T.vendorLabel}
        value={vendors.some((v) => v.vendorId === choice.vendorId) ? choice.vendorId : ''}
        onChange={(event) => onChange({ vendorId: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ width: 190 }}
      >
        <MenuItem value="">{T.allVendors}</MenuItem>
        {vendors.map((vendor) => (
          <MenuItem key={vendor.vendorId} value={vendor.vendorId}>
            {vendor.vendorName}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
