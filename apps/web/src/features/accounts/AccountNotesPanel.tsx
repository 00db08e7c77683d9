import { ACCOUNT_MESSAGES, type AccountNote, isSuperAdmin, noteAuthorName } from '@catering/domain';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessages } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useAccountNotes, useDeleteAccountNote, usePostAccountNote } from './api';
import { ACCOUNT_TEXT, ACCOUNT_TOAST_MS } from './messages';
import { useTimedToast } from './timed-toast';

const newestFirst = (notes: AccountNote[]) =>
  [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * The account's comments (spec 2, Service Details): newest first, each with its author
 * (first name and last initial) and date. Its author, or a Super Admin, may delete one.
 */
export function AccountNotesPanel(props: { accountId: string }) {
  const { accountId } = props;
  const user = useCurrentUser();
  const toast = useToast();
  const timedToast = useTimedToast();
  const notes = useAccountNotes(accountId);
  const postNote = usePostAccountNote(accountId, user.id);
  const deleteNote = useDeleteAccountNote(accountId);
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<AccountNote | null>(null);
  const loadFailure = notes.isError
    ? ACCOUNT_MESSAGES.notesLoadFailed(errorMessages(notes.error).join(' '))
    : null;

  useEffect(() => {
    if (loadFailure) timedToast(loadFailure, 'error', ACCOUNT_TOAST_MS.notesError);
  }, [loadFailure, timedToast]);

  const post = async () => {
    const note = text.trim();
    if (!note) return;
    try {
      await postNote.mutateAsync(note);
      setText('');
    } catch (error) {
      timedToast(
        ACCOUNT_MESSAGES.notePostFailed(errorMessages(error).join(' ')),
        'error',
        ACCOUNT_TOAST_MS.notesError,
      );
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteNote.mutateAsync(deleting.id);
      toast.success(ACCOUNT_TEXT.noteDeleted);
    } catch (error) {
      toast.error(errorMessages(error).join(' '));
    } finally {
      setDeleting(null);
    }
  };

  const canDelete = (note: AccountNote) => note.userId === user.id || isSuperAdmin(user);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Comments"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 300, maxHeight: 900 }}
    >
      <Typography variant="h6" component="h2" sx={{ px: 3, pt: 2, pb: 1 }}>
        Comments
      </Typography>
      <Stack spacing={1} sx={{ px: 3, pb: 2 }}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label="Add a comment"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={postNote.isPending} onClick={() => void post()}>
            Post Comment
          </Button>
        </Box>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 1 }}>
        {loadFailure ? (
          <Alert
            severity="error"
            sx={{ my: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
                Retry
              </Button>
            }
          >
            {loadFailure}
          </Alert>
        ) : !notes.data ? (
          <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
            Loading...
          </Typography>
        ) : notes.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {ACCOUNT_TEXT.noNotes}
          </Typography>
        ) : (
          <Box component="ul" aria-label="Account comments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {newestFirst(notes.data).map((note) => (
              <Box
                component="li"
                key={note.id}
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{noteAuthorName(note.user)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {formatDateTime(note.createdAt)}
                  </Typography>
                  {canDelete(note) && (
                    <Tooltip title="Delete comment">
                      <IconButton
                        size="small"
                        aria-label="Delete comment"
                        onClick={() => setDeleting(note)}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.note}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={ACCOUNT_TEXT.confirmNoteDeleteTitle}
        message={ACCOUNT_TEXT.confirmNoteDelete}
        confirmLabel="Delete"
        destructive
        busy={deleteNote.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
