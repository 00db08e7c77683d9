import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocument } from './openapi-document.js';
import { webContractSource } from './web-contract.js';

/**
 * `npm run openapi`: regenerates docs/openapi.json and the web client's contract types
 * from the routes; a test fails when either drifts.
 */
const root = path.join(import.meta.dirname, '../../..');
const document = await openApiDocument();
const targets = {
  'docs/openapi.json': `${JSON.stringify(document, null, 2)}\n`,
  'apps/web/src/lib/api-contract.gen.ts': await webContractSource(document),
};
for (const [target, text] of Object.entries(targets)) {
  await writeFile(path.join(root, target), text);
  console.log(`Wrote ${target}`);
}
