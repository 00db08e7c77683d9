/** A word list written as one comma-separated string, so long lists stay a few lines long. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
