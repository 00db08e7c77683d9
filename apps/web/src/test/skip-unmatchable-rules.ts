/**
 * Makes jsdom's getComputedStyle skip, cheaply, the CSS rules that cannot match.
 *
 * jsdom computes a style by running every rule of the document through its selector engine
 * (MUI's emotion adds about a thousand, one class each), for the element and each ancestor,
 * again after every change to the document. testing-library's role and name queries read
 * styles all the time: that was about half of a screen test's time. Most rules end in a
 * class the element does not have; this answers those "no match" before the engine runs.
 * Any other selector (a list, brackets, quotes, escapes, no class at its end) goes to the
 * engine as before, so a test sees what jsdom itself would compute.
 */

/** The selector engine's check, as jsdom's computed style calls it (dom-selector). */
type Check = (selector: string, node: ElementImpl, options?: unknown) => { match: boolean };
interface ElementImpl {
  classList: { contains(token: string): boolean };
}
interface DocumentImpl {
  _getDOMSelector(): { check: Check & { skipsUnmatchable?: true } };
}

const COMBINATOR = /\s*[>+~]\s*|\s+/;
const LEADING_CLASS = /^\.(-?[_a-zA-Z][\w-]*)/;

/** The class the element must have for `selector` to match it, when plainly readable. */
export function requiredClassOf(selector: string): string | null {
  if (/[,()[\]"'\\]/.test(selector)) return null;
  const compounds = selector.trim().split(COMBINATOR);
  const subject = compounds[compounds.length - 1] ?? '';
  return LEADING_CLASS.exec(subject)?.[1] ?? null;
}

/** Installs the skip on `document` once; false when this jsdom has no place for it. */
export function skipUnmatchableRules(document: Document): boolean {
  const implKey = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  const impl = implKey && (document as unknown as Record<symbol, DocumentImpl>)[implKey];
  // Another jsdom than the one this was written against: leave it as it is.
  if (typeof impl?._getDOMSelector !== 'function') return false;
  const engine = impl._getDOMSelector();
  if (engine.check.skipsUnmatchable) return true;
  const check = engine.check;
  const requiredClasses = new Map<string, string | null>();
  const skipping: Check = (selector, node, options) => {
    let required = requiredClasses.get(selector);
    if (required === undefined) {
      required = requiredClassOf(selector);
      requiredClasses.set(selector, required);
    }
    if (required !== null && !node.classList.contains(required)) return { match: false };
    return check(selector, node, options);
  };
  engine.check = Object.assign(skipping, { skipsUnmatchable: true as const });
  return true;
}
