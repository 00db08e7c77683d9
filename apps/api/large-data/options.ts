import { parseArgs } from 'node:util';

export interface GenerationOptions {
  seed: number;
  /** 1 is the full operator; 0.1 a tenth of every count, for a quick check. */
  scale: number;
  /** The calendar year the schedules, scheduled menus, events and surveys fall in. */
  year: number;
}

export const USAGE = `npm run gen:large -- [--seed N] [--scale S] [--year YYYY]

Fills a fresh database with a large operator: PostgreSQL when DATABASE_URL is set, else the
embedded database in DATA_DIR. The same seed, scale and year give the same rows.
  --seed N     any whole number (default 1)
  --scale S    a share of the full size, 0.01 to 10 (default 1; 0.1 is a tenth of everything)
  --year YYYY  the year of the schedules and surveys (default: the current year)`;

/**
 * The command line, checked; 'help' when asked for the usage. A bad value throws a message
 * meant for the person typing.
 */
export function parseGenerationOptions(
  args: string[],
  now = new Date(),
): GenerationOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      seed: { type: 'string', default: '1' },
      scale: { type: 'string', default: '1' },
      year: { type: 'string', default: String(now.getUTCFullYear()) },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const seed = Number(values.seed);
  const scale = Number(values.scale);
  const year = Number(values.year);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number.\n\n${USAGE}`);
  if (!(scale >= 0.01 && scale <= 10))
    throw new Error(`--scale must be between 0.01 and 10.\n\n${USAGE}`);
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    throw new Error(`--year must be a year between 2000 and 2100.\n\n${USAGE}`);
  return { seed, scale, year };
}
