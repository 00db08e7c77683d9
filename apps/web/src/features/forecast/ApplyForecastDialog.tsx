import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type AccountChanges, formatModifier, rowKey } from './forecast-rows';
import { FORECAST_TEXT as T } from './messages';

interface ApplyForecastDialogProps {
  /** The chosen changes, by account; null when the dialog is closed. */
  accounts: readonly AccountChanges[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Names every change before it is written: nothing is applied without this confirmation. */
export function ApplyForecastDialog({
  accounts,
  busy,
  onConfirm,
  onCancel,
}: ApplyForecastDialogProps) {
  const rows = (accounts ?? []).flatMap((account) => account.rows);
  return (
    <ConfirmDialog
      open={accounts !== null}
      title={T.confirmTitle(rows.length)}
      message={T.confirmMessage}
      confirmLabel={T.confirmLabel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <List dense aria-label={T.changesLabel}>
        {rows.map((row) => (
          <ListItem key={rowKey(row)} disableGutters>
            {T.change(
              row.accountName,
              row.elementTypeName,
              formatModifier(row.suggestion.current),
              formatModifier(row.suggestion.suggested ?? row.suggestion.current),
            )}
          </ListItem>
        ))}
      </List>
    </ConfirmDialog>
  );
}
