import {
  ACCOUNT_MESSAGES,
  type AccountPortionModifiers,
  STALE_MESSAGE,
  updatePortionModifiersSchema,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoadFailure } from '../../components/LoadFailure';
import { isApiError } from '../../lib/api';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { usePortionModifiers, useUpdatePortionModifiers } from './api';
import { FormSection } from './FormSection';
import { LoadingText } from './LoadingText';
import { ACCOUNT_TEXT } from './messages';
import { TabActions } from './TabActions';

interface ModifierFormValues {
  /** The version the values were read at; the save sends it back (DESIGN.md 3). */
  updatedAt: string;
  portionModifiers: { elementTypeId: string; value: string }[];
}
type ModifierSaveBody = z.output<typeof updatePortionModifiersSchema>;

const toFormValues = (modifiers: AccountPortionModifiers): ModifierFormValues => ({
  updatedAt: modifiers.updatedAt,
  portionModifiers: modifiers.portionModifiers.map((modifier) => ({
    elementTypeId: modifier.elementTypeId,
    value: modifier.value.toFixed(1),
  })),
});

/** Portion Modifiers (spec 2): one factor per element type, Core Elements first. */
export function PortionModifiersTab(props: {
  accountId: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const query = usePortionModifiers(props.accountId);
  if (query.data) {
    return (
      <PortionModifiersForm
        accountId={props.accountId}
        modifiers={query.data}
        onDirtyChange={props.onDirtyChange}
      />
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFoundText={ACCOUNT_MESSAGES.notFound}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadingText />;
}

/**
 * A save over someone else's newer one (`stale`) keeps the edits on screen and offers
 * Refresh, which drops them for the saved values, as the scheduled menu editor does.
 */
function PortionModifiersForm(props: {
  accountId: string;
  modifiers: AccountPortionModifiers;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { accountId, modifiers, onDirtyChange } = props;
  const canUpdate = useHasPermission('editMenu');
  const toast = useToast();
  const update = useUpdatePortionModifiers(accountId);
  const { refetch } = usePortionModifiers(accountId);
  const [staleSave, setStaleSave] = useState(false);
  const form = useForm<ModifierFormValues, unknown, ModifierSaveBody>({
    resolver: zodResolver(updatePortionModifiersSchema) as unknown as Resolver<
      ModifierFormValues,
      unknown,
      ModifierSaveBody
    >,
    defaultValues: toFormValues(modifiers),
    disabled: !canUpdate,
  });
  const { isDirty, isSubmitting, errors } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toFormValues(modifiers));
  }, [modifiers, form]);

  const submit = form.handleSubmit(async (body) => {
    setStaleSave(false);
    try {
      const saved = await update.mutateAsync(body);
      form.reset(toFormValues(saved));
      toast.success(ACCOUNT_MESSAGES.modifiersSaved);
    } catch (error) {
      if (isApiError(error) && error.code === 'stale') {
        setStaleSave(true);
        toast.error(STALE_MESSAGE);
        return;
      }
      toast.error(
        isApiError(error) && error.status === 400
          ? [ACCOUNT_MESSAGES.modifiersFailed, ...error.messages].join(' ')
          : ACCOUNT_MESSAGES.modifiersFailed,
      );
    }
  });

  const refresh = async () => {
    const { data } = await refetch();
    if (!data) return;
    form.reset(toFormValues(data));
    setStaleSave(false);
  };

  const group = (isCore: boolean) =>
    modifiers.portionModifiers.flatMap((modifier, index) =>
      modifier.isCore === isCore ? [{ modifier, index }] : [],
    );
  const section = (title: string, rows: ReturnType<typeof group>) => (
    <FormSection title={title}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">There are no element types in this group.</Typography>
      ) : (
        <Grid container spacing={2}>
          {rows.map(({ modifier, index }) => {
            const error = errors.portionModifiers?.[index]?.value;
            return (
              <Grid key={modifier.elementTypeId} size={{ xs: 6, sm: 4, md: 3 }}>
                <TextField
                  fullWidth
                  type="number"
                  label={modifier.elementTypeName}
                  slotProps={{ htmlInput: { step: 0.1, min: 0, max: 999.9 } }}
                  error={Boolean(error)}
                  helperText={error?.message}
                  {...form.register(`portionModifiers.${index}.value`)}
                />
              </Grid>
            );
          })}
        </Grid>
      )}
    </FormSection>
  );

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      {canUpdate ? (
        <TabActions>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Update
          </Button>
        </TabActions>
      ) : (
        <Alert severity="info">You can view the portion modifiers but not change them.</Alert>
      )}
      {staleSave && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refresh()}>
              {ACCOUNT_TEXT.refresh}
            </Button>
          }
        >
          {STALE_MESSAGE}
        </Alert>
      )}
      {section('Core Elements', group(true))}
      {section('Additional Elements', group(false))}
    </Stack>
  );
}
