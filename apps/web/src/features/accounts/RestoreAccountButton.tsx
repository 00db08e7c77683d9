import type { AccountListItem } from '@catering/domain';
import { ACCOUNT_ARCHIVE_MESSAGES } from '@catering/domain';
import RestoreIcon from '@mui/icons-material/Restore';
import Button from '@mui/material/Button';
import { describeDeleteFailure } from '../../lib/save-failure';
import { useToast } from '../../lib/toast';
import { useRestoreAccount } from './archive-api';
import { ACCOUNT_TEXT } from './messages';

/** Puts an archived account back; nothing is lost by it, so it does not ask first. */
export function RestoreAccountButton({ account }: { account: AccountListItem }) {
  const toast = useToast();
  const restore = useRestoreAccount();
  const run = async () => {
    try {
      await restore.mutateAsync(account.id);
      toast.success(ACCOUNT_ARCHIVE_MESSAGES.restored);
    } catch (error) {
      // A 409 says why (a live account took the name meanwhile).
      toast.error(describeDeleteFailure(error, ACCOUNT_TEXT.restoreFailed));
    }
  };
  return (
    <Button
      size="small"
      startIcon={<RestoreIcon />}
      aria-label={`${ACCOUNT_TEXT.restore} ${account.name}`}
      loading={restore.isPending}
      onClick={() => void run()}
    >
      {ACCOUNT_TEXT.restore}
    </Button>
  );
}
