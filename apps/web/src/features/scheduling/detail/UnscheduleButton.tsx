import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface UnscheduleButtonProps {
  prompt: { title: string; message: string };
  busy: boolean;
  /** Runs the removal and reports it; the dialog closes once it settles. */
  onConfirm: () => Promise<void>;
}

/** Unschedule asks first (spec 4, 8), for menus and add-ons alike. */
export function UnscheduleButton({ prompt, busy, onConfirm }: UnscheduleButtonProps) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    await onConfirm();
    setAsking(false);
  };
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)}>
        Unschedule
      </Button>
      <ConfirmDialog
        open={asking}
        title={prompt.title}
        message={prompt.message}
        confirmLabel="Unschedule"
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
