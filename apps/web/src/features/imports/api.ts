import {
  type ImportApplied,
  type ImportDryRun,
  type ImportKind,
  type ImportMapping,
  XLSX_CONTENT_TYPE,
} from '@catering/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export interface ImportRequest {
  kind: ImportKind;
  file: File;
  /** Absent: the server offers the remembered or proposed mapping. */
  mapping?: ImportMapping;
}

/** The file is the raw body; its type by its name (Excel's XLSX, or CSV text). */
function send<T>(action: 'dry-run' | 'apply', { kind, file, mapping }: ImportRequest) {
  const xlsx = file.name.toLowerCase().endsWith('.xlsx');
  return apiRequest<T>(`/v1/imports/${action}`, {
    method: 'POST',
    query: { kind, fileName: file.name, mapping: mapping ? JSON.stringify(mapping) : undefined },
    body: file,
    headers: { 'Content-Type': xlsx ? XLSX_CONTENT_TYPE : 'text/csv' },
  });
}

export function useImportDryRun() {
  return useMutation({
    mutationFn: async (request: ImportRequest) =>
      (await send<ImportDryRun>('dry-run', request)).data,
  });
}

/** An applied import refreshes every list its rows may have changed. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ImportRequest) =>
      (await send<ImportApplied>('apply', request)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ingredients'] });
      void queryClient.invalidateQueries({ queryKey: ['elements'] });
    },
  });
}

export const templateUrl = (kind: ImportKind, format: 'csv' | 'xlsx') =>
  `/v1/imports/templates/${kind}.${format}`;
