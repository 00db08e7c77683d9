import { Alert } from '@mui/material';

interface LockBannerProps {
  isLocked: boolean;
  /** The person may edit what is shown: no lock, or a role exempt from it. */
  canEdit: boolean;
  /** The spec's read-only text. */
  lockedText: string;
  /** What a role exempt from the lock reads: locked, and still editable by them. */
  exemptText: string;
}

/**
 * The banner of a locked scheduled menu or add-on (spec 2.9). Whoever cannot edit it reads
 * the spec's "cannot be edited"; a role exempt from the lock (editLockedScheduleMenu), whose
 * fields stay open, is told it is locked and that they may still edit it.
 */
export function LockBanner({ isLocked, canEdit, lockedText, exemptText }: LockBannerProps) {
  if (!isLocked) return null;
  return canEdit ? (
    <Alert severity="info">{exemptText}</Alert>
  ) : (
    <Alert severity="warning">{lockedText}</Alert>
  );
}
