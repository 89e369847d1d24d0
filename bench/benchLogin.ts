/** Logs a bench user in (bench:scale's users) at `base`; its bearer token. */
export const benchLogin = async (base: string, username: string, password: string): Promise<string> => {
  const login = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  const { access_token: token } = (await login.json()) as { access_token?: string };
  if (!token) throw new Error(`cannot log in as ${username}: run npm run bench:scale first`);
  return token;
};
