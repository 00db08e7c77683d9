import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { formatCalendarDate } from '../../lib/local-date';
import { useToast } from '../../lib/toast';
import { useHostFlowDownload } from './DownloadHostFlowItem';
import { DOCUMENT_TEXTS } from './document-texts';
import { useDocumentDownload } from './useDocumentDownload';

/** A day's scheduled menu, as its documents are asked for (docs/documents.md). */
export interface DocumentDay {
  scheduledMenuId: string;
  menuName: string;
  marketId: string;
  serviceLineId: string;
  /** `YYYY-MM-DD`; sent as the spec's MM/DD/YYYY. */
  date: string;
}

export type DayDocument =
  | 'dishCards'
  | 'prepSheet'
  | 'labels'
  | 'packout'
  | 'temperature'
  | 'hostFlow';

/** The documents' names on the office screens (scheduled menu editor, Chef numbers). */
export const DAY_DOCUMENT_LABELS: Record<DayDocument, string> = {
  dishCards: 'Download Dish Cards',
  prepSheet: 'Download Prep Sheet',
  labels: 'Download Labels',
  packout: 'Download Packout Sheet',
  temperature: 'Download Temperature Checklist',
  hostFlow: 'Download Host Flow',
};

interface Source {
  path: string;
  suffix: string;
  /** The day's numbers (market, line, date), or the scheduled menu itself. */
  counts: boolean;
  /** Spec 8's text for a document that could not be made. */
  failed: string;
}

const SOURCES: Record<Exclude<DayDocument, 'hostFlow'>, Source> = {
  dishCards: {
    path: '/v1/pdf/element-cards',
    suffix: 'DishCards',
    counts: false,
    failed: DOCUMENT_TEXTS.pdfFailed,
  },
  prepSheet: {
    path: '/v1/pdf/prep',
    suffix: 'PrepSheet',
    counts: true,
    failed: DOCUMENT_TEXTS.pdfFailed,
  },
  labels: {
    path: '/v1/pdf/labels',
    suffix: 'Labels',
    counts: true,
    failed: DOCUMENT_TEXTS.pdfFailed,
  },
  packout: {
    path: '/v1/pdf/packout',
    suffix: 'Packout',
    counts: true,
    failed: DOCUMENT_TEXTS.packoutFailed,
  },
  temperature: {
    path: '/v1/pdf/temperature',
    suffix: 'Temperature',
    counts: false,
    failed: DOCUMENT_TEXTS.pdfFailed,
  },
};

const bodyOf = (day: DocumentDay, counts: boolean) =>
  counts
    ? {
        marketId: day.marketId,
        serviceLineId: day.serviceLineId,
        mealDate: formatCalendarDate(day.date),
      }
    : { scheduledMenuId: day.scheduledMenuId };

/**
 * Menu items downloading the chosen documents of a day, in the order given, each named by
 * its label. An item is disabled while its document is being made, so a second click never
 * renders it twice. Returned as an array, not a component: a Menu moves the focus only
 * between its own MenuItem children.
 */
export function useDayDocumentItems(
  day: DocumentDay,
  labels: Partial<Record<DayDocument, string>>,
) {
  const toast = useToast();
  const { download: downloadDocument } = useDocumentDownload();
  const hostFlow = useHostFlowDownload();
  const [inFlight, setInFlight] = useState<ReadonlySet<DayDocument>>(new Set());
  const mark = (document: DayDocument, busy: boolean) =>
    setInFlight((current) => {
      const next = new Set(current);
      if (busy) next.add(document);
      else next.delete(document);
      return next;
    });

  const download = async (document: DayDocument) => {
    mark(document, true);
    try {
      if (document === 'hostFlow') {
        await hostFlow.download({ scheduledMenuId: day.scheduledMenuId }, day.menuName);
        return;
      }
      const source = SOURCES[document];
      try {
        await downloadDocument(
          source.path,
          bodyOf(day, source.counts),
          `${day.menuName}-${source.suffix}.pdf`,
        );
      } catch (error) {
        // A counted document of a day without numbers says so, whatever its own failure text.
        toast.error(
          source.counts && isApiError(error) && error.status === 404
            ? DOCUMENT_TEXTS.noPrepNumbers
            : source.failed,
        );
      }
    } finally {
      mark(document, false);
    }
  };

  return (Object.entries(labels) as [DayDocument, string][]).map(([document, label]) => (
    <MenuItem
      key={document}
      disabled={inFlight.has(document)}
      onClick={() => void download(document)}
    >
      {label}
    </MenuItem>
  ));
}
