import { serviceLineTakesAddOns } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useDocumentDownload } from '../../components/documents/useDocumentDownload';
import { LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { errorMessages, isApiError } from '../../lib/api';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { PortionModifiersDialog } from '../portion-modifiers';
import { AddOnNumbersSection } from './AddOnNumbersSection';
import { bodyOf, useContainerNumbers } from './api';
import { ContainerNumbersView } from './ContainerNumbersView';
import type { AmountUnits } from './display';
import { CHEF_TEXTS } from './messages';
import { NumbersActions } from './NumbersActions';
import { NumbersSlotControls } from './NumbersSlotControls';
import { useNumbersSlot } from './useNumbersSlot';

/**
 * Route /numbers/daily/chef (catalogue spec 2.11): what the kitchen cooks for one market,
 * service line and day, in total and per account, with the add-on service. Its route needs
 * viewScheduleMenu (router.tsx).
 */
export function ChefNumbersPage() {
  return (
    <>
      <PageHeader title={CHEF_TEXTS.title} />
      <ChefNumbers />
    </>
  );
}

function ChefNumbers() {
  const choice = useNumbersSlot();
  const { slot } = choice;
  const canEdit = useHasPermission('editScheduleMenu');
  const canEditLocked = useHasPermission('editLockedScheduleMenu');
  const [units, setUnits] = useState<AmountUnits>('oz');
  const [modifiersOpen, setModifiersOpen] = useState(false);
  const { download: downloadDocument, isDownloading: downloading } = useDocumentDownload();
  const toast = useToast();
  const numbers = useContainerNumbers(slot, choice.complete);
  const menu = numbers.data?.scheduledMenu ?? null;
  const lineName = choice.lines.find((line) => line.id === slot.serviceLineId)?.name ?? '';
  // Spec 9: only Breakfast, Lunch and Dinner carry add-ons.
  const servesAddOns = serviceLineTakesAddOns(lineName);

  const download = async () => {
    try {
      await downloadDocument(
        '/v1/pdf/chefnumbers',
        { ...bodyOf(slot), units },
        `Chef-Numbers-${slot.date}.pdf`,
      );
    } catch (error) {
      // Spec 8: the chef numbers' own text when the day has nothing, else the PDF failure.
      toast.error(
        isApiError(error) && error.status === 404
          ? errorMessages(error).join(' ')
          : CHEF_TEXTS.pdfFailed,
      );
    }
  };

  if (choice.pending) return <LoadingRecord label={CHEF_TEXTS.loading} />;
  if (choice.failed) return <Alert severity="error">{CHEF_TEXTS.marketsFailed}</Alert>;
  if (!choice.complete) return <Alert severity="info">{CHEF_TEXTS.noMarkets}</Alert>;

  return (
    <>
      <NumbersSlotControls
        slot={slot}
        markets={choice.markets}
        lines={choice.lines}
        onChange={choice.change}
      />
      <NumbersActions
        day={menu && { ...slot, scheduledMenuId: menu.id, menuName: menu.name }}
        units={units}
        onUnitsChange={setUnits}
        onPortionModifiers={() => setModifiersOpen(true)}
        onDownload={() => void download()}
        downloading={downloading}
      />
      <Stack spacing={4}>
        <ContainerNumbersView numbers={numbers} slot={slot} units={units} />
        {servesAddOns && <AddOnNumbersSection slot={slot} />}
      </Stack>
      {modifiersOpen && menu && (
        // Its save invalidates 'scheduled-menus', under which the numbers are kept.
        <PortionModifiersDialog
          scheduledMenuId={menu.id}
          menuName={menu.name}
          canEdit={canEdit}
          canEditLocked={canEditLocked}
          onClose={() => setModifiersOpen(false)}
        />
      )}
    </>
  );
}
