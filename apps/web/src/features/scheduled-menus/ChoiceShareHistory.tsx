import type { ChoiceShareHistory as History } from '@catering/domain';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useChoiceShareHistory } from './api';
import { SCHEDULED_MENU_TEXTS as T } from './messages';
import type { ScheduledMenuFormValues } from './scheduled-menu-form-values';

type Rows = ScheduledMenuFormValues['elements'];

/**
 * Where each learned share goes in the form: the places of the type's non-alternate rows,
 * or null when they are no longer the saved rows the shares were learned for (a dish added,
 * removed or made Is Alt since): those shares answer another split.
 */
function placesOf(history: History, rows: Rows): number[] | null {
  const places = rows.flatMap((row, index) =>
    row.elementTypeId === history.elementTypeId && !row.isAlternate ? [index] : [],
  );
  if (places.length !== history.shares.length) return null;
  const byId = new Map(places.map((index) => [rows[index]!.scheduledElementId, index]));
  const ordered = history.shares.map((share) => byId.get(share.scheduledElementId));
  return ordered.every((index) => index !== undefined) ? (ordered as number[]) : null;
}

function LearnedShares(props: { history: History; places: number[]; disabled: boolean }) {
  const { setValue } = useFormContext<ScheduledMenuFormValues>();
  const textId = useId();
  const { history, places } = props;
  // Shares run 0.01..100: a 0 cannot be entered, so the planner decides that dish's.
  const hasZero = history.shares.some((share) => share.share === 0);
  const use = () =>
    history.shares.forEach((share, i) => {
      setValue(`elements.${places[i]!}.share`, String(share.share), {
        shouldDirty: true,
        shouldValidate: true,
      });
    });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="caption" id={textId}>
        {history.elementType}: {history.text}
      </Typography>
      <Button
        size="small"
        startIcon={<HistoryIcon />}
        aria-describedby={textId}
        disabled={props.disabled || hasZero}
        onClick={use}
      >
        {T.useLearnedShares}
      </Button>
      {hasZero && (
        <Typography variant="caption" color="text.secondary">
          {T.learnedShareZero}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Choice shares learned (docs/forecast.md 5): per split type with enough past services of
 * the same dishes, "Sandwich: last 6 times: 45 / 35 / 20" and a button that puts those
 * shares in the rows' Share (%) fields, saved with the menu like Split evenly. A failed or
 * pending read shows nothing: the editor works without it.
 */
export function ChoiceShareHistory(props: { scheduledMenuId: string; disabled: boolean }) {
  const { control } = useFormContext<ScheduledMenuFormValues>();
  const rows = useWatch({ control, name: 'elements' }) ?? [];
  const { data } = useChoiceShareHistory(props.scheduledMenuId);
  const shown = (data ?? []).flatMap((history) => {
    const places = placesOf(history, rows);
    return places ? [{ history, places }] : [];
  });
  if (!shown.length) return null;
  return (
    <Stack spacing={0.5}>
      {shown.map(({ history, places }) => (
        <LearnedShares
          key={history.elementTypeId}
          history={history}
          places={places}
          disabled={props.disabled}
        />
      ))}
    </Stack>
  );
}
