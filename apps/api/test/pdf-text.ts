import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, page by page (the tests read documents back). */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}

/**
 * The text of the whole PDF as one string. pdfmake lays a word out in pieces where it may
 * break it, after a hyphen or a slash ("Add-" "ons", "type/" "container"), which pdfjs
 * reads back apart: they are joined again here.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join(' ').replace(/(\w[-/]) (?=\w)/g, '$1');
}
