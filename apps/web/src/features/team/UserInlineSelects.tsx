import { type RoleListItem, TEAM_MESSAGES, type TeamUser } from '@catering/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { SelectOption } from '../../components/form/SelectField';
import { isApiError } from '../../lib/api';
import { useMarkets, useRoles } from '../../lib/reference-data';
import { useCurrentUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useUpdateUser } from './api';
import { TEAM_TEXT } from './messages';
import { RoleChangeDialog } from './RoleChangeDialog';
import { fullName, grantableRoles, roleLockReason } from './team-access';

/** Spec 8: a vanished user, the server's rule or staleness, else the generic text. */
export function changeFailureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404 || error.code === 'not_found') return TEAM_MESSAGES.userNotFound;
    if ((error.status === 403 || error.status === 409) && error.messages.length) {
      return error.messages.join(' ');
    }
  }
  return TEAM_MESSAGES.changeFailed;
}

interface ChangeSelectProps {
  /** Accessible name, e.g. "Role of Ana Diaz". */
  label: string;
  savedValue: string;
  options: readonly SelectOption[];
  /** A first choice meaning "none" (value ''). */
  emptyLabel?: string;
  disabled?: boolean;
  /** Saves the choice; while it runs the select shows it, after a failure the saved value. */
  save: (value: string) => Promise<unknown>;
}

function ChangeSelect(props: ChangeSelectProps) {
  const [pending, setPending] = useState<string | null>(null);
  const choose = async (value: string) => {
    if (value === props.savedValue) return;
    setPending(value);
    try {
      await props.save(value);
    } catch {
      // Reported by the caller; the select goes back to the saved value below.
    } finally {
      setPending(null);
    }
  };
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={pending ?? props.savedValue}
      disabled={props.disabled || pending !== null}
      onChange={(event) => void choose(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': props.label },
        select: { displayEmpty: props.emptyLabel !== undefined },
      }}
      sx={{ minWidth: 128 }}
    >
      {props.emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{props.emptyLabel}</em>
        </MenuItem>
      )}
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The role of a row, changeable unless it is the caller's own, or a Super Admin's and the
 * caller is none. A choice is saved only once confirmed; until then the select shows it.
 */
export function UserRoleSelect({ row }: { row: TeamUser }) {
  const caller = useCurrentUser();
  const roles = useRoles().data ?? [];
  const toast = useToast();
  const updateUser = useUpdateUser();
  const [asked, setAsked] = useState<{
    to: RoleListItem;
    answer: (confirmed: boolean) => void;
  } | null>(null);
  // Someone who arrived by single sign-on may have no role yet: changing it only gives.
  const from =
    row.roleId === null
      ? { id: '', name: TEAM_TEXT.noRole, permissions: [], updatedAt: row.updatedAt }
      : roles.find((role) => role.id === row.roleId);
  const lockReason = roleLockReason(row, caller);
  const options = grantableRoles(roles, caller).map((role) => ({
    value: role.id,
    label: role.name,
  }));
  // The current role is always listed, even one the caller may not give.
  if (row.role && !options.some((option) => option.value === row.roleId)) {
    options.unshift({ value: row.role.id, label: row.role.name });
  }

  const save = async (roleId: string) => {
    const to = roles.find((role) => role.id === roleId);
    if (!to || !from) return;
    const confirmed = await new Promise<boolean>((answer) => setAsked({ to, answer }));
    setAsked(null);
    if (!confirmed) return;
    await updateUser.mutateAsync(
      { id: row.id, roleId, updatedAt: row.updatedAt },
      {
        onSuccess: () => toast.success(TEAM_TEXT.roleUpdated),
        onError: (error) => toast.error(changeFailureText(error)),
      },
    );
  };

  const select = (
    <ChangeSelect
      label={`Role of ${fullName(row)}`}
      savedValue={row.roleId ?? ''}
      options={options}
      emptyLabel={row.roleId === null ? TEAM_TEXT.noRole : undefined}
      disabled={lockReason !== null}
      save={save}
    />
  );
  if (!lockReason) {
    return (
      <>
        {select}
        {asked && from && (
          <RoleChangeDialog
            person={row}
            from={from}
            to={asked.to}
            onConfirm={() => asked.answer(true)}
            onCancel={() => asked.answer(false)}
          />
        )}
      </>
    );
  }
  return (
    <Tooltip title={lockReason}>
      <span>{select}</span>
    </Tooltip>
  );
}

/** The default market of a row; 'No default market' clears it. */
export function UserMarketSelect({ row }: { row: TeamUser }) {
  const markets = useMarkets().data ?? [];
  const toast = useToast();
  const updateUser = useUpdateUser();
  const options = markets.map((market) => ({ value: market.id, label: market.name }));
  if (row.defaultMarket && !options.some((option) => option.value === row.defaultMarketId)) {
    options.push({ value: row.defaultMarket.id, label: row.defaultMarket.name });
  }

  const save = (marketId: string) =>
    updateUser.mutateAsync(
      { id: row.id, defaultMarketId: marketId || null, updatedAt: row.updatedAt },
      {
        onSuccess: () => toast.success(TEAM_TEXT.marketUpdated),
        onError: (error) => toast.error(changeFailureText(error)),
      },
    );

  return (
    <ChangeSelect
      label={`Default market of ${fullName(row)}`}
      savedValue={row.defaultMarketId ?? ''}
      options={options}
      emptyLabel={TEAM_TEXT.noDefaultMarket}
      save={save}
    />
  );
}
