// The admin account a browser test's server creates at start-up, and that admin's token over the API.
const ADMIN = { email: 'e2e-admin@example.org', password: 'e2e admin password' };

/** The server settings that create the admin: spread them into startServer's environment. */
export const adminAccountEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/** Logs the admin in; a refused login fails the test here rather than later, on a call without a token. */
export async function logInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`The admin login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
