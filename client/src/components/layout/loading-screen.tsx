/** The plain screen shown while the session loads (spec §2). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <p className="text-base text-muted-foreground">Loading...</p>
    </div>
  );
}
