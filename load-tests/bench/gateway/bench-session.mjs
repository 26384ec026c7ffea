// A signed-in bench user, made through the public API like any person: register (or find the
// account already there), then log in for a token.
const BENCH_USER = {
  name: 'Bench Gateway',
  email: process.env.BENCH_EMAIL || 'bench.gateway@example.com',
  password: process.env.BENCH_PASSWORD || 'bench-pass-2024',
};

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { code: response.status, body: await response.json().catch(() => ({})) };
}

/** The token of the bench user, through the gateway at `gatewayUrl`. */
export async function benchToken(gatewayUrl) {
  const registered = await post(`${gatewayUrl}/api/auth/register`, {
    name: BENCH_USER.name,
    email: BENCH_USER.email,
    password: BENCH_USER.password,
    'confirm-password': BENCH_USER.password,
  });
  if (registered.code >= 400 && registered.code !== 409) {
    throw new Error(`registering the bench user failed: ${registered.code} ${JSON.stringify(registered.body)}`);
  }
  const login = await post(`${gatewayUrl}/api/auth/login`, { email: BENCH_USER.email, password: BENCH_USER.password });
  if (login.code !== 200 || !login.body.token) {
    throw new Error(`logging the bench user in failed: ${login.code} ${JSON.stringify(login.body)}`);
  }
  return login.body.token;
}
