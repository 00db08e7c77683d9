import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Test files of this project, which share their worker's modules (vitest.config.ts). */
async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('API test files', () => {
  it('mock no module: with isolation off, a mock would leak into, or miss, other files', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = [
      ...(await testFiles(path.join(root, 'src'))),
      ...(await testFiles(path.join(root, 'test'))),
    ];
    expect(files.length).toBeGreaterThan(100);
    const mocking = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      if (/\bvi\.(do)?mock\(/.test(text)) mocking.push(path.relative(root, file));
    }
    expect(mocking).toEqual([]);
  });
});
