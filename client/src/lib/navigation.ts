// Full-page navigation (leaves the SPA), e.g. to the login endpoint. One place so tests can observe it.
export function navigateAway(url: string): void {
  window.location.assign(url);
}
