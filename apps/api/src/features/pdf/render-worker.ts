import { type DocumentRequest, renderDocument } from './documents/index.js';

/** A render worker's task (piscina): data in, PDF bytes out. */
export default async function render(request: DocumentRequest): Promise<Uint8Array> {
  return new Uint8Array(await renderDocument(request));
}
