/** A caller of the fuzz run: no token at all, or a demo account signed in on each side it may use. */
export interface Identity {
  name: string;
  tokens: Partial<Record<'api' | 'backend', string>>;
}

const DEMO_PASSWORD = 'stagepass';

async function signIn(url: string, email: string, scope: 'api' | 'backend'): Promise<string> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, scopes: [scope] }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} (${scope}) answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { oauth: { access_token: string } }).oauth.access_token;
}

/** Anonymous, and the demo fan, creator and admin (the admin with a back-office token too). */
export async function signInDemoAccounts(url: string): Promise<Identity[]> {
  return [
    { name: 'anonymous', tokens: {} },
    { name: 'fan', tokens: { api: await signIn(url, 'fan@stagepass.local', 'api') } },
    { name: 'creator', tokens: { api: await signIn(url, 'creator@stagepass.local', 'api') } },
    {
      name: 'admin',
      tokens: {
        api: await signIn(url, 'admin@stagepass.local', 'api'),
        backend: await signIn(url, 'admin@stagepass.local', 'backend'),
      },
    },
  ];
}
