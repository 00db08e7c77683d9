import {
  createTagSchema,
  GENERIC_SAVE_FAILURE,
  STALE_MESSAGE,
  TAG_MESSAGES,
  type Tag,
  updateTagSchema,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { readDraft, useFormDraft } from '../../components/dialog-draft';
import { isApiError } from '../../lib/api';

/** The form always carries `updatedAt`; only an update sends it (empty for a new tag). */
interface TagFormValues {
  name: string;
  updatedAt: string;
}

export interface TagFormOutput {
  name: string;
  updatedAt?: string;
}

interface TagFormProps {
  /** The tag being renamed; absent when adding one. */
  tag?: Tag;
  /** Saves the tag; a rejection with an ApiError is shown on the form. */
  onSubmit: (values: TagFormOutput) => Promise<void>;
  onCancel: () => void;
}

/** Name of one search-keyword tag, checked with the shared tag rules before it is sent. */
export function TagForm({ tag, onSubmit, onCancel }: TagFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  // A new tag has no `updatedAt` yet: its schema ignores the empty field the form carries.
  const resolver = tag
    ? zodResolver(updateTagSchema)
    : (zodResolver(createTagSchema) as unknown as Resolver<TagFormValues, unknown, TagFormOutput>);
  const initial: TagFormValues = { name: tag?.name ?? '', updatedAt: tag?.updatedAt ?? '' };
  // Escape keeps what was typed for the next opening on the same tag; Cancel and Save drop it.
  const draftKey = `tag:${tag?.id ?? 'new'}:${initial.updatedAt}`;
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TagFormValues, unknown, TagFormOutput>({
    resolver,
    defaultValues: readDraft<TagFormValues>(draftKey) ?? initial,
  });
  const { discard } = useFormDraft(draftKey, () => getValues(), initial);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      discard();
    } catch (error) {
      if (isApiError(error) && error.code === 'conflict') {
        setError('name', { message: TAG_MESSAGES.conflict });
      } else if (isApiError(error) && error.code === 'stale') {
        setFailure(STALE_MESSAGE);
      } else if (isApiError(error) && error.code === 'validation_failed') {
        setFailure(error.messages.join(' '));
      } else {
        setFailure(GENERIC_SAVE_FAILURE);
      }
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          label="Tag name"
          autoFocus
          margin="dense"
          error={Boolean(errors.name)}
          helperText={errors.name?.message ?? 'One word; saved in lower case.'}
          {...register('name')}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            discard();
            onCancel();
          }}
          disabled={isSubmitting}
        >
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
