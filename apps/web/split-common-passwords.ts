import type { Plugin } from 'vite';

const PACKAGE = '@zxcvbn-ts/language-common';
const DICTIONARY_ID = '\0common-password-dictionary';
const PART_PREFIX = 'virtual:common-passwords/';

/**
 * The common-password list of the password policy (packages/domain/src/password-policy.ts)
 * is one module of about 205 kB gzipped, over the 200 kB every chunk must stay under
 * (scripts/check-web-budgets.mjs). In the built app this plugin serves the package as the
 * same words in `parts` modules, each its own chunk (fetched side by side) and joined in
 * order, so every rank, and so every strength score, is the server's. Dev and tests import
 * the package as it is.
 */
export function splitCommonPasswords(parts = 2): Plugin {
  let common: Promise<typeof import('@zxcvbn-ts/language-common')> | undefined;
  const loadCommon = () => {
    common ??= import(PACKAGE);
    return common;
  };

  return {
    name: 'split-common-passwords',
    apply: 'build',
    enforce: 'pre',
    // One chunk per part: the bundler would otherwise join modules that load together.
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: Array.from({ length: parts }, (_, part) => ({
                name: `common-passwords-${part}`,
                test: new RegExp(`${PART_PREFIX}${part}$`),
              })),
            },
          },
        },
      },
    }),
    resolveId(id) {
      if (id === PACKAGE) return DICTIONARY_ID;
      if (id.startsWith(PART_PREFIX)) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (id === DICTIONARY_ID) {
        const { dictionary, adjacencyGraphs } = await loadCommon();
        const partNumbers = Array.from({ length: parts }, (_, part) => part);
        return [
          ...partNumbers.map((part) => `import part${part} from '${PART_PREFIX}${part}';`),
          `const parts = [${partNumbers.map((part) => `part${part}`).join(', ')}];`,
          'export const dictionary = {',
          `  'diceware-common': ${JSON.stringify(dictionary['diceware-common'])},`,
          `  'passwords-common': parts.flat(),`,
          '};',
          `export const adjacencyGraphs = ${JSON.stringify(adjacencyGraphs)};`,
        ].join('\n');
      }
      if (id.startsWith(`\0${PART_PREFIX}`)) {
        const part = Number(id.slice(PART_PREFIX.length + 1));
        const words = (await loadCommon()).dictionary['passwords-common'] as string[];
        const size = Math.ceil(words.length / parts);
        return `export default ${JSON.stringify(words.slice(part * size, (part + 1) * size))};`;
      }
      return null;
    },
  };
}
