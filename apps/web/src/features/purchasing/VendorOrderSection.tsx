import type { OrderLine, OrderTotal, VendorOrder } from '@catering/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCurrency, NO_VALUE } from '../../lib/format';
import { formatCalendarDate } from '../../lib/local-date';
import type { VendorFileFormat } from './api';
import { ORDER_GUIDE_TEXT as T } from './messages';

/** A quantity to the thousandth, as the rules round it: "18.75 lb". */
export const formatQuantity = (quantity: number, unit: string) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(quantity)} ${unit}`;

/** A total, followed by "partial" when some line has no cost and is left out of it. */
export function TotalText(props: { total: OrderTotal; label: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {props.label}: {formatCurrency(props.total.cost)}
      </Typography>
      {props.total.partial && (
        <Tooltip title={T.partialHint}>
          <Chip size="small" variant="outlined" color="warning" label={T.partial} />
        </Tooltip>
      )}
    </Stack>
  );
}

function LineRow({ line }: { line: OrderLine }) {
  const served = line.serviceDates.map(formatCalendarDate).join(', ');
  return (
    <TableRow>
      <TableCell>{line.ingredientName}</TableCell>
      <TableCell>{line.itemId ?? NO_VALUE}</TableCell>
      <TableCell align="right">{formatQuantity(line.quantity, line.unit)}</TableCell>
      <TableCell align="right">
        {line.cases} × {formatQuantity(line.unitsPerCase, line.unit)}
      </TableCell>
      <TableCell align="right">
        {line.costPerCase === null ? NO_VALUE : formatCurrency(line.costPerCase)}
      </TableCell>
      <TableCell align="right">
        {line.lineCost === null ? NO_VALUE : formatCurrency(line.lineCost)}
      </TableCell>
      <TableCell>
        <Tooltip title={`Serves ${served}`}>
          <span>{formatCalendarDate(line.deliveryDate)}</span>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

const columns = T.columns;
/** Fixed widths, so the days of a vendor line up one under the other. */
const head: { label: string; align?: 'right'; width: string }[] = [
  { label: columns.ingredient, width: '28%' },
  { label: columns.itemId, width: '14%' },
  { label: columns.needed, align: 'right', width: '13%' },
  { label: columns.cases, align: 'right', width: '14%' },
  { label: columns.caseCost, align: 'right', width: '10%' },
  { label: columns.lineCost, align: 'right', width: '10%' },
  { label: columns.delivery, width: '11%' },
];

/** One order-by date of a vendor: its lines and the day's total. */
function OrderDay(props: { day: VendorOrder['days'][number]; vendorName: string }) {
  const { day } = props;
  const title = T.orderBy(formatCalendarDate(day.orderBy));
  const late = day.lines.some((line) => line.late);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {late && (
          <Tooltip title={T.lateHint}>
            <Chip size="small" color="error" label={T.late} />
          </Tooltip>
        )}
      </Stack>
      <Table
        size="small"
        aria-label={`${props.vendorName}, ${title}`}
        sx={{ tableLayout: 'fixed' }}
      >
        <TableHead>
          <TableRow>
            {head.map((column) => (
              <TableCell key={column.label} align={column.align} sx={{ width: column.width }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {day.lines.map((line) => (
            <LineRow key={`${line.ingredientId}-${line.deliveryDate}`} line={line} />
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <TotalText total={day.total} label={T.dayTotal} />
      </Stack>
    </Stack>
  );
}

/**
 * A vendor's order: its total, its downloads (the CSV its order portal imports, the PDF to
 * print) and its lines per order-by date. A download's button waits while its file is made.
 */
export function VendorOrderSection(props: {
  vendor: VendorOrder;
  onDownload: (format: VendorFileFormat) => Promise<unknown>;
}) {
  const { vendor } = props;
  const [saving, setSaving] = useState<ReadonlySet<VendorFileFormat>>(new Set());
  const download = async (format: VendorFileFormat) => {
    setSaving((current) => new Set(current).add(format));
    try {
      await props.onDownload(format);
    } finally {
      setSaving((current) => new Set([...current].filter((other) => other !== format)));
    }
  };
  const button = (format: VendorFileFormat, label: string) => (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={saving.has(format)}
      onClick={() => download(format)}
    >
      {label}
    </Button>
  );
  return (
    <Paper component="section" variant="outlined" aria-label={vendor.vendorName} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
            {vendor.vendorName}
          </Typography>
          <TotalText total={vendor.total} label={T.vendorTotal} />
          {button('csv', T.downloadCsv)}
          {button('pdf', T.downloadPdf)}
        </Stack>
        {vendor.days.map((day) => (
          <OrderDay key={day.orderBy} day={day} vendorName={vendor.vendorName} />
        ))}
      </Stack>
    </Paper>
  );
}
