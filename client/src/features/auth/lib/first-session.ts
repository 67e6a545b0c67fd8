// Whether this account was just created in this browser: the home page then greets it 'Welcome', not 'Welcome back'
// (issues 20, 32). Kept in localStorage, so a new tab (the confirmation link) still knows; a sign-in is coming back.
const KEY = "halaqa:first-session";
/** A new account stays new for its first day, unless it signs in (or out) before. */
const NEW_FOR_MS = 24 * 60 * 60 * 1000;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function markFirstSession(userId: number, now = Date.now()): void {
  try {
    store()?.setItem(KEY, `${userId}@${now}`);
  } catch {
    // storage full or blocked: the greeting is all that depends on it
  }
}

export function clearFirstSession(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // as above
  }
}

export function isFirstSession(userId: number, now = Date.now()): boolean {
  try {
    const [id, at] = (store()?.getItem(KEY) ?? "").split("@");
    return id === String(userId) && now - Number(at) < NEW_FOR_MS;
  } catch {
    return false;
  }
}
