import {
  createServiceTypeSchema,
  GENERIC_SAVE_FAILURE,
  SERVICE_TYPE_MESSAGES,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { isApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useCreateServiceType } from './api';

/** Route /service-types/new. */
export function NewServiceTypePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const createServiceType = useCreateServiceType();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({ resolver: zodResolver(createServiceTypeSchema), defaultValues: { name: '' } });

  // Leave only after the prompt stops guarding the form, or it would ask about saved changes.
  useEffect(() => {
    if (saved) navigate('/service-types');
  }, [saved, navigate]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createServiceType.mutateAsync(values);
      toast.success('Service type has been created successfully.');
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.code === 'conflict') {
        setError('name', { message: SERVICE_TYPE_MESSAGES.conflict(values.name) });
      } else if (isApiError(error) && error.code === 'validation_failed') {
        setFailure(error.messages.join(' '));
      } else {
        setFailure(GENERIC_SAVE_FAILURE);
      }
    }
  });

  return (
    <>
      <PageHeader title="New Service Type" />
      <UnsavedChangesPrompt when={isDirty && !saved} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 520 }}>
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Name"
            autoFocus
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            {...register('name')}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/service-types" disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              Save
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
