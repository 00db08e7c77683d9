import type { Market, ServiceLine } from '@catering/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderGuideQuery } from './api';
import { ORDER_GUIDE_TEXT as T } from './messages';
import { PurchasingFilters } from './PurchasingFilters';

export interface OrderGuideChoice extends OrderGuideQuery {
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
  return (
    <PurchasingFilters
      label={T.filtersLabel}
      choice={choice}
      onChange={onChange}
      markets={markets}
      lines={lines}
    >
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
    </PurchasingFilters>
  );
}
