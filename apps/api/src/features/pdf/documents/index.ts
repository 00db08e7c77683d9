import type { AmountUnits, ContainerCalculation } from '@catering/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../render.js';
import type { AddOnNumbers } from './add-ons.js';
import { chefNumbersDocument } from './chef-numbers.js';
import { type DishCardsPrint, dishCardsDocument } from './dish-cards.js';
import { type HostFlowPrint, hostFlowDocument } from './host-flow.js';
import { labelsPdf } from './labels.js';
import type { LineNotesByKey } from './line-notes.js';
import { type OrderGuidePrint, orderGuideDocument } from './order-guide.js';
import { packoutDocument } from './packout.js';
import { prepSheetDocument } from './prep-sheet.js';
import { type TemperaturePrint, temperatureDocument } from './temperature.js';

/**
 * Every document by name, with the data it is made from. Only data crosses to the render
 * workers (a document definition holds functions, which cannot), so each is built there.
 */
export type DocumentRequest =
  | {
      kind: 'chefNumbers';
      numbers: ContainerCalculation;
      units: AmountUnits;
      addOns: AddOnNumbers;
    }
  | { kind: 'hostFlow'; flow: HostFlowPrint }
  | { kind: 'temperature'; print: TemperaturePrint }
  | { kind: 'packout'; numbers: ContainerCalculation; addOns: AddOnNumbers }
  | { kind: 'prepSheet'; numbers: ContainerCalculation; notes: LineNotesByKey }
  | { kind: 'dishCards'; print: DishCardsPrint }
  | { kind: 'labels'; numbers: ContainerCalculation; notes: LineNotesByKey }
  | { kind: 'orderGuide'; print: OrderGuidePrint };

/** The PDF of a request: labels through the label sheet writer, the rest through pdfmake. */
export function renderDocument(request: DocumentRequest): Promise<Buffer> {
  if (request.kind === 'labels') return labelsPdf(request.numbers, request.notes);
  return renderPdf(buildDocument(request));
}

function buildDocument(
  request: Exclude<DocumentRequest, { kind: 'labels' }>,
): TDocumentDefinitions {
  switch (request.kind) {
    case 'chefNumbers':
      return chefNumbersDocument(request.numbers, request.units, request.addOns);
    case 'hostFlow':
      return hostFlowDocument(request.flow);
    case 'temperature':
      return temperatureDocument(request.print);
    case 'packout':
      return packoutDocument(request.numbers, request.addOns);
    case 'prepSheet':
      return prepSheetDocument(request.numbers, request.notes);
    case 'dishCards':
      return dishCardsDocument(request.print);
    case 'orderGuide':
      return orderGuideDocument(request.print);
  }
}
