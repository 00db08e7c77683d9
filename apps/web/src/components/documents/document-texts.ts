/** Spec 8 (and hosts spec 8): the document downloads' failure texts, the spec's spelling kept. */
export const DOCUMENT_TEXTS = {
  pdfFailed: 'Unable to download the PDF! Check the console',
  /** The packout sheet's own failure text. */
  packoutFailed: 'There was an error generating the PDF!',
  noPrepNumbers: 'Unable to get the preperation numbers for this menu',
  hostFlowUnavailable: (what: string) => `Host Flow Data for ${what} is Currently Unavailable`,
  hostFlowRetrievalFailed: (name: string) => `Error retrieving ${name}-HostFlow.pdf`,
} as const;
