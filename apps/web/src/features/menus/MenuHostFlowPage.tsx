import {
  MENU_MESSAGES,
  type MenuHostFlow,
  menuHostFlowUpdateSchema,
  STALE_MESSAGE,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { isApiError } from '../../lib/api';
import { NO_VALUE } from '../../lib/format';
import { useCuisineTypes, useServiceLines } from '../../lib/reference-data';
import { describeSaveFailure } from '../../lib/save-failure';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useMenuHostFlow, useUpdateMenuHostFlow } from './api';
import {
  type HostFlowFormValues,
  hostFlowFormValues,
  hostFlowUpdateFromForm,
} from './host-flow-form-values';
import { MenuHostFlowTable } from './MenuHostFlowTable';
import { MENU_ACTIONS, MENU_TOASTS } from './messages';

type HostFlowBody = ReturnType<typeof hostFlowUpdateFromForm>;
type HostFlowResolver = Resolver<HostFlowFormValues, unknown, HostFlowBody>;

/** The shared schema checks the update as sent: rows in table order, each with its read time. */
const checkHostFlow = zodResolver(menuHostFlowUpdateSchema) as unknown as HostFlowResolver;
const hostFlowResolver: HostFlowResolver = (values, context, options) =>
  checkHostFlow(hostFlowUpdateFromForm(values) as unknown as HostFlowFormValues, context, options);

/** Route /menus/:menuId/host-flow. */
export function MenuHostFlowPage() {
  const { menuId = '' } = useParams();
  const query = useMenuHostFlow(menuId);
  if (query.data) return <MenuHostFlowForm key={menuId} hostFlow={query.data} />;
  return (
    <>
      <PageHeader title="Host Flow" />
      {query.isError ? (
        <LoadFailure
          error={query.error}
          notFoundText={MENU_TOASTS.notFound}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingRecord label="Loading host flow" />
      )}
    </>
  );
}

/**
 * How hosts set up and serve a master menu (hosts spec 2 "Host flow editor"): utensil,
 * vessel and directionals per element, in the order dragged. Editable with editScheduleMenu.
 */
function MenuHostFlowForm({ hostFlow }: { hostFlow: MenuHostFlow }) {
  const canEdit = useHasPermission('editScheduleMenu');
  const toast = useToast();
  const update = useUpdateMenuHostFlow(hostFlow.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<HostFlowFormValues, unknown, HostFlowBody>({
    resolver: hostFlowResolver,
    defaultValues: hostFlowFormValues(hostFlow),
    disabled: !canEdit,
  });
  const { handleSubmit, reset, formState } = form;

  const save = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(hostFlowFormValues(await update.mutateAsync(body)));
      toast.success(MENU_MESSAGES.hostFlowSaved);
    } catch (error) {
      const message =
        isApiError(error) && error.code === 'stale'
          ? STALE_MESSAGE
          : describeSaveFailure(error, MENU_MESSAGES.hostFlowFailed).message;
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <>
      <Link
        component={RouterLink}
        to={`/menus/${hostFlow.id}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        Back to menu
      </Link>
      <PageHeader
        title={`${hostFlow.name} Host Flow`}
        subtitle={<HostFlowSubtitle hostFlow={hostFlow} />}
        actions={
          <>
            <HostFlowActions />
            {canEdit && (
              <Button
                variant="contained"
                onClick={() => void save()}
                disabled={formState.isSubmitting}
              >
                {MENU_ACTIONS.update}
              </Button>
            )}
          </>
        }
      />
      <UnsavedChangesPrompt when={formState.isDirty} />
      <FormProvider {...form}>
        <Stack
          component="form"
          spacing={3}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canEdit) void save();
          }}
        >
          {!canEdit && (
            <Alert severity="info">You can view this host flow but not change it.</Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Paper variant="outlined" component="section" aria-label="Menu" sx={{ p: 3 }}>
            <Stack spacing={2}>
              <div>
                <Typography variant="subtitle2">Description</Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>
                  {hostFlow.description || NO_VALUE}
                </Typography>
              </div>
              <div>
                <Typography variant="subtitle2">Allergens</Typography>
                {hostFlow.allergenNames.length === 0 ? (
                  <Typography color="text.secondary">None</Typography>
                ) : (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {hostFlow.allergenNames.map((name) => (
                      <Chip key={name} size="small" label={name} />
                    ))}
                  </Stack>
                )}
              </div>
            </Stack>
          </Paper>
          <Paper variant="outlined" component="section" aria-label="Elements" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Elements
            </Typography>
            <MenuHostFlowTable />
          </Paper>
        </Stack>
      </FormProvider>
    </>
  );
}

/** "Lunch, Dinner · Indian": the service lines in their order, then the cuisine. */
function HostFlowSubtitle({ hostFlow }: { hostFlow: MenuHostFlow }) {
  const chosen = new Set(hostFlow.serviceLines);
  const serviceLines = (useServiceLines().data ?? [])
    .filter((line) => chosen.has(line.id))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((line) => line.name);
  const cuisine = useCuisineTypes().data?.find((type) => type.id === hostFlow.cuisineTypeId);
  return (
    <>{[serviceLines.join(', ') || 'No service line', cuisine?.name ?? 'No cuisine'].join(' · ')}</>
  );
}

/** The host flow's document; disabled until the PDF service arrives. */
function HostFlowActions() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label="Menu actions"
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>{MENU_ACTIONS.downloadHostFlow}</MenuItem>
      </Menu>
    </>
  );
}
