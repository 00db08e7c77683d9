// `npm run lint` (after Biome): no hand-written source file passes 300 lines (STYLE.md
// rule 10: split a file before it does). Tests, generated files and data are not counted.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 300;
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const NOT_COUNTED = [
  /\.test\.tsx?$/,
  /\.e2e\.ts$/,
  /\.gen\.ts$/,
  /(^|\/)migrations\//,
  /^e2e\//,
  /^apps\/api\/test\//,
  /^apps\/web\/src\/test\//,
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !NOT_COUNTED.some((pattern) => pattern.test(file)));

const tooLong = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree, not yet staged
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMIT) tooLong.push(`${file}: ${lines} lines`);
}

if (tooLong.length) {
  console.error(`Source files over ${LIMIT} lines (split them):\n  ${tooLong.join('\n  ')}`);
  process.exit(1);
}
console.log(`${files.length} source files, none over ${LIMIT} lines.`);
