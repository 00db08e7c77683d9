import { SCHEDULED_MENU_MESSAGES, type ScheduledPortionModifiers } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { readDraft, useFormDraft } from '../../components/dialog-draft';
import { LoadingRecord } from '../../components/LoadFailure';
import { errorMessages } from '../../lib/api';
import { schedulingFailure } from '../../lib/failure-text';
import { useToast } from '../../lib/toast';
import { usePortionModifiers, useSavePortionModifiers } from './api';
import { PORTION_MODIFIER_TEXTS } from './messages';
import { PortionModifierGrid } from './PortionModifierGrid';
import { collectModifierChanges, initialModifierTexts } from './portion-modifier-changes';

interface PortionModifiersDialogProps {
  scheduledMenuId: string;
  menuName: string;
  /** editScheduleMenu: without it the grid only shows. */
  canEdit: boolean;
  /** editLockedScheduleMenu: the server lets this role change a locked menu. */
  canEditLocked: boolean;
  onClose: () => void;
}

/** Portion Modifiers (spec 2.5, 2.8): the modifier per account and element of this day. */
export function PortionModifiersDialog(props: PortionModifiersDialogProps) {
  const titleId = useId();
  const modifiers = usePortionModifiers(props.scheduledMenuId);
  // The form starts from the modifiers once, so it waits for this opening's own read: the
  // cached ones may predate a save (the read a save starts is dropped when the dialog
  // closes), and a form begun from them would show, and send back, the old values.
  const unread = !modifiers.isFetchedAfterMount && !modifiers.isError;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>Portion Modifiers: {props.menuName}</DialogTitle>
      {modifiers.isPending || unread ? (
        <DialogContent dividers>
          <LoadingRecord label="Loading the portion modifiers" />
        </DialogContent>
      ) : modifiers.isError ? (
        <DialogContent dividers>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void modifiers.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessages(modifiers.error).join(' ')}
          </Alert>
        </DialogContent>
      ) : (
        <ModifiersForm
          data={modifiers.data}
          canEdit={props.canEdit && (!modifiers.data.isLocked || props.canEditLocked)}
          draftKey={`portion-modifiers:${props.scheduledMenuId}`}
          onClose={props.onClose}
        />
      )}
      {(modifiers.isPending || unread || modifiers.isError) && (
        <DialogActions>
          <Button onClick={props.onClose}>Close</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

interface ModifiersFormProps {
  data: ScheduledPortionModifiers;
  canEdit: boolean;
  /** Escape keeps the typed modifiers for the next opening; Cancel and Save drop them. */
  draftKey: string;
  onClose: () => void;
}

function ModifiersForm({ data, canEdit, draftKey, onClose }: ModifiersFormProps) {
  const toast = useToast();
  const save = useSavePortionModifiers();
  const [initial] = useState(() => initialModifierTexts(data));
  // Keyed by the saved values too: a draft typed over older modifiers does not come back.
  const key = `${draftKey}:${JSON.stringify(initial)}`;
  const [texts, setTexts] = useState(() => readDraft<typeof initial>(key) ?? initial);
  const { discard } = useFormDraft(key, () => texts, initial);
  const [problem, setProblem] = useState<string | null>(null);
  const empty = data.elements.length === 0 || data.accounts.length === 0;

  const submit = async () => {
    const changes = collectModifierChanges(data, initial, texts);
    if (!changes.ok) {
      setProblem(changes.message);
      return;
    }
    setProblem(null);
    if (changes.updates.length === 0) {
      discard();
      return onClose();
    }
    try {
      await save.mutateAsync(changes.updates);
      discard();
      toast.success(PORTION_MODIFIER_TEXTS.modifiersSaved);
      onClose();
    } catch (error) {
      setProblem(schedulingFailure(error));
    }
  };

  return (
    <>
      <DialogContent
        dividers
        onKeyDown={(event) => {
          // Enter in a modifier saves, as in a form (this dialog may sit inside another).
          if (event.key !== 'Enter' || !canEdit || save.isPending) return;
          if ((event.target as HTMLElement).tagName !== 'INPUT') return;
          event.preventDefault();
          void submit();
        }}
      >
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {data.elements.length === 0 ? (
          <Typography>{SCHEDULED_MENU_MESSAGES.noModifierElements}</Typography>
        ) : data.accounts.length === 0 ? (
          <Typography>{PORTION_MODIFIER_TEXTS.noModifierAccounts}</Typography>
        ) : (
          <PortionModifierGrid
            data={data}
            initial={initial}
            texts={texts}
            readOnly={!canEdit || save.isPending}
            onChange={(key, text) => setTexts((current) => ({ ...current, [key]: text }))}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            discard();
            onClose();
          }}
          disabled={save.isPending}
        >
          {canEdit && !empty ? 'Cancel' : 'Close'}
        </Button>
        {canEdit && !empty && (
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
            Save
          </Button>
        )}
      </DialogActions>
    </>
  );
}
