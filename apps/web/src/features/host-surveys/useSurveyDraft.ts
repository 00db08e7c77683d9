import type { HostSurvey } from '@catering/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { api } from '../../lib/api';
import { type DeviceDraft, forgetDeviceDraft, writeDeviceDraft } from './device-store';
import type { SurveyFormValues } from './survey-form-values';

/** Where the answers typed last are kept, for the line under the form. */
export type DraftState = 'none' | 'saving' | 'device' | 'server';

/** The server hears of a draft once typing pauses; the device keeps every change at once. */
const SERVER_PAUSE_MS = 1500;

/**
 * Keeps the survey's answers as a draft as they are typed (issue #26, 1): on this device at
 * once, on the server once typing pauses and there is signal, and again when the signal
 * returns. A draft the server would not keep stays on the device.
 */
export function useSurveyDraft(
  survey: HostSurvey,
  form: UseFormReturn<SurveyFormValues>,
  options: { enabled: boolean; initial: DraftState; unsent?: DeviceDraft },
) {
  const [state, setState] = useState<DraftState>(options.initial);
  // A draft this device kept but never got to the server goes first thing.
  const latest = useRef<DeviceDraft | null>(options.unsent ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const surveyId = survey.id;

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const draft = latest.current;
    if (!draft || draft.sentEditedAt === draft.editedAt) return;
    try {
      await api.put('/v1/host-surveys/{id}/draft', {
        path: { id: surveyId },
        body: { values: draft.values, editedAt: draft.editedAt },
      });
      const sent = { ...draft, sentEditedAt: draft.editedAt };
      if (latest.current === draft) {
        latest.current = sent;
        setState('server');
      }
      await writeDeviceDraft(surveyId, sent);
    } catch {
      // No signal (or the server refused it): the device keeps it; it goes with the signal.
      if (latest.current === draft) setState('device');
    }
  }, [surveyId]);

  useEffect(() => {
    if (!options.enabled) return;
    const subscription = form.watch((_values, { name }) => {
      // A reset (the form filled from the survey or a draft) is nothing typed.
      if (name === undefined) return;
      const draft: DeviceDraft = {
        values: form.getValues(),
        editedAt: new Date().toISOString(),
        sentEditedAt: latest.current?.sentEditedAt ?? null,
      };
      latest.current = draft;
      setState('saving');
      void writeDeviceDraft(surveyId, draft).then(() => {
        if (latest.current === draft) setState(navigator.onLine ? 'saving' : 'device');
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), SERVER_PAUSE_MS);
    });
    const online = () => void send();
    window.addEventListener('online', online);
    void send();
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('online', online);
      // Leaving the page: what typing had not yet sent goes now.
      if (timer.current !== undefined) void send();
    };
  }, [form, options.enabled, send, surveyId]);

  /** After a submit or a discard: nothing of this survey is a draft any more. */
  const forget = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = null;
    setState('none');
    await forgetDeviceDraft(surveyId);
  }, [surveyId]);

  return { state, forget, sendNow: send };
}
