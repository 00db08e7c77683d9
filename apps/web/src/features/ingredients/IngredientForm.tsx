import {
  INGREDIENT_MESSAGES,
  type Ingredient,
  ingredientInputSchema,
  updateIngredientSchema,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DeleteIconButton } from '../../components/DeleteIconButton';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { usePortionUnits } from '../../lib/reference-data';
import { describeSaveFailure } from '../../lib/save-failure';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import {
  type IngredientSaveBody,
  useCreateIngredient,
  useDeleteIngredient,
  useUpdateIngredient,
} from './api';
import { IngredientCostSummary } from './IngredientCostSummary';
import { IngredientFields } from './IngredientFields';
import { IngredientVendorSlots } from './IngredientVendorSlots';
import {
  type IngredientFormValues,
  ingredientFormValues,
  newIngredientValues,
} from './ingredient-form-values';

type IngredientResolver = Resolver<IngredientFormValues, unknown, IngredientSaveBody>;

/**
 * Create (no `ingredient`) or edit an ingredient. Fields are editable with addElement on a
 * new ingredient and editElement on a saved one; the shared schema checks them first.
 */
export function IngredientForm({ ingredient }: { ingredient?: Ingredient }) {
  const isNew = !ingredient;
  const canSave = useHasPermission(isNew ? 'addElement' : 'editElement');
  const canRemove = useHasPermission('removeElement');
  const navigate = useNavigate();
  const toast = useToast();
  const portionUnits = usePortionUnits().data ?? [];
  const createIngredient = useCreateIngredient();
  const updateIngredient = useUpdateIngredient(ingredient?.id ?? '');
  const deleteIngredient = useDeleteIngredient(ingredient?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  // Where to go once the unsaved-changes prompt no longer guards the form.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const form = useForm<IngredientFormValues, unknown, IngredientSaveBody>({
    resolver: zodResolver(
      isNew ? ingredientInputSchema : updateIngredientSchema,
    ) as unknown as IngredientResolver,
    defaultValues: ingredient
      ? ingredientFormValues(ingredient)
      : newIngredientValues(portionUnits),
    disabled: !canSave,
  });
  const { handleSubmit, setError, reset, formState } = form;

  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = ingredient
        ? // The update schema always gives the version read; the fallback only satisfies types.
          await updateIngredient.mutateAsync({
            ...values,
            updatedAt: values.updatedAt ?? ingredient.updatedAt,
          })
        : await createIngredient.mutateAsync(values);
      toast.success(INGREDIENT_MESSAGES.saved);
      if (isNew) setLeaveTo(`/ingredients/${saved.id}`);
      else reset(ingredientFormValues(saved));
    } catch (error) {
      const { field, message } = describeSaveFailure(
        error,
        INGREDIENT_MESSAGES.conflict(values.name),
      );
      if (field) setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
      toast.error(message);
    }
  });

  return (
    <>
      <PageHeader
        title={ingredient?.name ?? 'New Ingredient'}
        actions={
          ingredient &&
          canRemove && (
            <DeleteIconButton
              label="Delete ingredient"
              confirmTitle={INGREDIENT_MESSAGES.confirmDelete}
              confirmMessage={`Are you sure you want to delete the ingredient "${ingredient.name}"?`}
              deleteRecord={() => deleteIngredient.mutateAsync()}
              deletedMessage={INGREDIENT_MESSAGES.deleted}
              failureMessage={INGREDIENT_MESSAGES.deleteFailed}
              onDeleted={() => setLeaveTo('/ingredients')}
            />
          )
        }
      />
      <UnsavedChangesPrompt when={formState.isDirty && !leaveTo} />
      <FormProvider {...form}>
        <Stack component="form" spacing={3} noValidate onSubmit={submit}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {ingredient && <IngredientCostSummary ingredient={ingredient} />}
          <Paper variant="outlined" sx={{ p: 3 }}>
            <IngredientFields />
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Vendors
            </Typography>
            <IngredientVendorSlots />
          </Paper>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/ingredients">
              Back to Ingredients
            </Button>
            {canSave && (
              <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                {isNew ? 'Save' : 'Update'}
              </Button>
            )}
          </Stack>
        </Stack>
      </FormProvider>
    </>
  );
}
