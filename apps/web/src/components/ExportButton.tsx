import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { buildUrl, errorMessages, type QueryValue } from '../lib/api';
import { downloadFromUrl } from '../lib/download';
import { useToast } from '../lib/toast';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_TEXT = {
  button: 'Export',
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  failed: 'The export could not be made.',
} as const;

/**
 * A list's "Export" button (docs/spreadsheets.md): a menu of CSV or Excel that downloads the
 * whole list as filtered from the list's export route (`path`, e.g. `/v1/ingredients/export`)
 * with the page's current `filters`. The server writes every page, not only the one on screen.
 */
export function ExportButton({
  path,
  filters = {},
  fileName,
}: {
  path: string;
  filters?: Record<string, QueryValue>;
  /** The name to save under when the answer names none, without extension. */
  fileName: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const download = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadFromUrl(buildUrl(path, { ...filters, format }), `${fileName}.${format}`);
    } catch (error) {
      toast.error(errorMessages(error, EXPORT_TEXT.failed).join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} aria-label="Exporting" /> : <DownloadIcon />}
        disabled={busy}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {EXPORT_TEXT.button}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download('csv')}>{EXPORT_TEXT.csv}</MenuItem>
        <MenuItem onClick={() => void download('xlsx')}>{EXPORT_TEXT.xlsx}</MenuItem>
      </Menu>
    </>
  );
}
