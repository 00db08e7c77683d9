import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocument } from './openapi-document.js';

/** `npm run openapi`: regenerates docs/openapi.json; a test fails when it drifts. */
const target = path.join(import.meta.dirname, '../../../docs/openapi.json');
await writeFile(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
