/**
 * The identity token lives in localStorage so a reload keeps the user signed in.
 * It is the only copy: the API client reads it on every call.
 */
const TOKEN_KEY = 'authToken';

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be disabled (private mode, policies); the user then signs in per page load.
    return null;
  }
}

export function saveAuthToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // See readAuthToken: without storage the session lasts until the page is reloaded.
  }
}

export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
