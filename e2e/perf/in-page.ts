/**
 * Functions that run in the page, so the clock is the browser's own: Playwright's waitFor()
 * polls with a back-off that reaches 500 ms, far too coarse for a 1.5 s target, while a
 * waitForFunction predicate runs on every animation frame. Functions, not strings: the
 * console's CSP (script-src 'self') refuses string predicates. They travel as source text:
 * no reference to this module, and no named inner function (tsx would wrap it in a helper
 * the page does not have). The e2e project has no DOM typings, hence the small interfaces.
 */

interface PageElement {
  textContent: string | null;
  disabled?: boolean;
  htmlFor?: string;
  getClientRects(): { length: number };
}

interface PageDocument {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  getElementById(id: string): PageElement | null;
  addEventListener(type: string, listener: () => void, options: object): void;
}

interface PageGlobals {
  document: PageDocument;
  navigator: { serviceWorker: { ready: Promise<unknown> } };
  /** performance.now() of the measured click (Login, a navigation link): recordNextClick(). */
  clickedAt?: number;
}

/** Resolves once the app's service worker is active (it has precached the build). */
export const serviceWorkerReady = async () => {
  const { navigator } = globalThis as unknown as PageGlobals;
  await navigator.serviceWorker.ready;
};

/** Remembers when the next click happens, before the app's own handlers see it. */
export const recordNextClick = () => {
  const globals = globalThis as unknown as PageGlobals;
  globals.document.addEventListener(
    'click',
    () => {
      globals.clickedAt = performance.now();
    },
    { capture: true, once: true },
  );
};

/**
 * False until the menu list is interactive, then the ms since the click and the click's
 * time since the epoch (to place the requests' timings): the Menus heading, a menu row with
 * its link, and an enabled "Search menus" box are all on screen.
 */
export const menuListInteractiveSinceClick = () => {
  const { document, clickedAt } = globalThis as unknown as PageGlobals;
  if (clickedAt === undefined) return false;
  const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const heading = headings.find((h) => h.textContent?.trim() === 'Menus');
  const menuLink = document.querySelector('table[aria-label="Menus"] tbody tr a');
  const searchLabel = Array.from(document.querySelectorAll('label')).find(
    (label) => label.textContent?.trim() === 'Search menus',
  );
  const search = searchLabel?.htmlFor ? document.getElementById(searchLabel.htmlFor) : null;
  const onScreen = [heading, menuLink, search].every(
    (element) => element && element.getClientRects().length > 0,
  );
  if (!onScreen || !search || search.disabled) return false;
  return {
    ms: performance.now() - clickedAt,
    clickedAtEpochMs: performance.timeOrigin + clickedAt,
  };
};

/**
 * False until the scheduling calendar's month is interactive, then the same as above: the
 * Scheduling heading, the month grid with a scheduled menu's button in it, and no "Loading
 * the schedule" bar, which stays while any of the month's reads is out (its menus and notes,
 * and those of the months at the grid's edges): every menu of the grid is there to click.
 */
export const calendarMonthInteractiveSinceClick = () => {
  const { document, clickedAt } = globalThis as unknown as PageGlobals;
  if (clickedAt === undefined) return false;
  const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const heading = headings.find((h) => h.textContent?.trim() === 'Scheduling');
  const monthGrid = document.querySelector('.rbc-month-view');
  const menuButton = document.querySelector('.rbc-month-view .scheduling-menu button');
  const onScreen = [heading, monthGrid, menuButton].every(
    (element) => element && element.getClientRects().length > 0,
  );
  const loading = document.querySelector('[role="progressbar"][aria-label="Loading the schedule"]');
  if (!onScreen || loading) return false;
  return {
    ms: performance.now() - clickedAt,
    clickedAtEpochMs: performance.timeOrigin + clickedAt,
  };
};
