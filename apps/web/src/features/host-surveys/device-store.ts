import type { SurveyDraftValues } from '@catering/domain';
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { HostSurveySubmitBody } from './api';

/**
 * What this device keeps of host surveys, in IndexedDB (issue #26): each survey's draft as
 * typed, and submits waiting for a connection. A browser without IndexedDB (some private
 * modes) keeps nothing here; the server's draft still holds what reached it.
 */

export interface DeviceDraft {
  values: SurveyDraftValues;
  /** When these answers were typed. */
  editedAt: string;
  /** The `editedAt` the server last kept; behind `editedAt` while the draft is unsent. */
  sentEditedAt: string | null;
}

let store: UseStore | undefined;
function surveyStore(): UseStore {
  store ??= createStore('catering-host-surveys', 'device');
  return store;
}

/** A failed read or write of IndexedDB is no answer, never an error the host must see. */
async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

const draftKey = (surveyId: string) => `draft:${surveyId}`;

export const readDeviceDraft = (surveyId: string) =>
  quietly(() => get<DeviceDraft>(draftKey(surveyId), surveyStore()));

export const writeDeviceDraft = (surveyId: string, draft: DeviceDraft) =>
  quietly(() => set(draftKey(surveyId), draft, surveyStore()));

export const forgetDeviceDraft = (surveyId: string) =>
  quietly(() => del(draftKey(surveyId), surveyStore()));

/** Every draft this device keeps, by survey id. */
export async function listDeviceDrafts(): Promise<Map<string, DeviceDraft>> {
  const rows = (await quietly(() => entries<string, unknown>(surveyStore()))) ?? [];
  return new Map(
    rows
      .filter(([key]) => String(key).startsWith('draft:'))
      .map(([key, value]) => [String(key).slice('draft:'.length), value as DeviceDraft]),
  );
}

/**
 * A submit made without a connection (issue #26, 2), sent when it returns with its
 * Idempotency-Key, so a submit whose answer was lost is applied once. A refused one stays,
 * with the server's messages, until the host deals with it.
 */
export interface QueuedSubmit {
  surveyId: string;
  body: HostSurveySubmitBody;
  /** The form as it was submitted, to reopen it after a refusal. */
  values: SurveyDraftValues;
  idempotencyKey: string;
  queuedAt: string;
  state: 'waiting' | 'refused';
  /** The server's messages of a refusal. */
  messages: string[];
  /** Refused because someone else saved the survey while this one waited (409). */
  conflict: boolean;
  /** "Acme Corp · Lunch · 03/14/2025": what the host is told when it is sent or refused. */
  label: string;
  /** Who submitted it: it is sent only in their session, never in the next user's. */
  userId: string;
}

const queueKey = (surveyId: string) => `queued:${surveyId}`;

export const readQueuedSubmit = (surveyId: string) =>
  quietly(() => get<QueuedSubmit>(queueKey(surveyId), surveyStore()));

export const writeQueuedSubmit = (submit: QueuedSubmit) =>
  quietly(() => set(queueKey(submit.surveyId), submit, surveyStore()));

export const forgetQueuedSubmit = (surveyId: string) =>
  quietly(() => del(queueKey(surveyId), surveyStore()));

export async function listQueuedSubmits(): Promise<QueuedSubmit[]> {
  const rows = (await quietly(() => entries<string, unknown>(surveyStore()))) ?? [];
  return rows
    .filter(([key]) => String(key).startsWith('queued:'))
    .map(([, value]) => value as QueuedSubmit);
}

/** Empties the store (tests start each from nothing). */
export const clearDeviceStore = () => quietly(() => clear(surveyStore()));
