/** What other parts of the API use of the pdf feature. */
export { pdfRoutes } from './pdf.routes.js';
