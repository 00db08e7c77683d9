import { useCallback } from 'react';
import { api } from '../../lib/api';
import { useInstallationFeatures } from '../../lib/session';
import { useToast } from '../../lib/toast';

/** Catalogue spec 8: the survey cannot be opened for this user or menu. */
export const CHEF_SURVEY_FAILURE =
  'Error when trying to navigate to the Chef Survey. Please contact an administrator.';

/**
 * Complete Chef Survey (spec 2.8, 2.9): the external survey form, in a new tab, carrying the
 * scheduled menu id and the user id. The server builds the address from `CHEF_SURVEY_URL`
 * (the web app has no configuration of its own). Without one GET /me says so and this
 * answers null: the button is left out rather than offered to fail on every click.
 */
export function useOpenChefSurvey(): ((scheduledMenuId: string) => Promise<void>) | null {
  const { chefSurvey } = useInstallationFeatures();
  const toast = useToast();
  const open = useCallback(
    async (scheduledMenuId: string) => {
      // Opened before the call so the browser treats it as the click's own tab, not a pop-up.
      const tab = window.open('', '_blank');
      try {
        const { data } = await api.get('/v1/scheduled-menus/{id}/chef-survey', {
          path: { id: scheduledMenuId },
        });
        // The setting went away since GET /me answered.
        if (!data.url) throw new Error('No chef survey form is configured.');
        if (tab) tab.location.href = data.url;
        else window.open(data.url, '_blank', 'noopener');
      } catch {
        tab?.close();
        toast.error(CHEF_SURVEY_FAILURE);
      }
    },
    [toast],
  );
  return chefSurvey ? open : null;
}
