// Signing in over HTTP for the benchmark scripts: the session cookie to send with later requests.
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(new URL("/api/login", base), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
