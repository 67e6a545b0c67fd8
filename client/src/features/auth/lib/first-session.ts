// Whether this tab's session began with signing up: the home page then greets the new account with 'Welcome', not
// 'Welcome back' (issue 20). Per tab (sessionStorage): signing in, here or later, is coming back.
const KEY = "halaqa:first-session";

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markFirstSession(userId: number): void {
  try {
    store()?.setItem(KEY, String(userId));
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

export function isFirstSession(userId: number): boolean {
  try {
    return store()?.getItem(KEY) === String(userId);
  } catch {
    return false;
  }
}
