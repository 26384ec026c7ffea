// The bench's people, made as people make them, through the gateway: registered, verified with
// the code identity keeps for the mail worker (read where the worker reads it, so no notification
// service or SMTP sink is needed), signed in; the artist redeems an artist code and uploads an
// artwork for sale, which reaches commerce's products the way every artwork does.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { solidPng } from '../../generate/generate.mjs';

const PASSWORD = 'himal123';

/** `fetch` on the gateway: JSON in and out; answers { status, body }. */
export function gatewayApi(gatewayUrl) {
  return async function api(path, { method, body, token } = {}) {
    const headers = {};
    if (token) headers.authorization = `JWT ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${gatewayUrl}/api${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  };
}

function expect200(what, answer) {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

async function query(databaseUrl, text, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The open verification code of a member, as the mail worker reads it from identity. */
async function mailedCode(stack, userId) {
  const [row] = await query(
    stack.databases.identity,
    'SELECT id FROM verification_codes WHERE user_id = $1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1',
    [userId],
  );
  if (!row) throw new Error(`identity holds no open verification code for ${userId}`);
  const response = await fetch(`${stack.urls.identity}/internal/users/${userId}/verification-codes/${row.id}`, {
    headers: { 'x-internal-token': stack.internalToken },
  });
  return expect200('the verification code for the mail', { status: response.status, body: await response.json() }).code;
}

/** Registers, verifies and signs in: { id, email, token }. */
export async function verifiedMember(stack, name) {
  const api = gatewayApi(stack.gatewayUrl);
  const email = `audience-bench-${randomBytes(5).toString('hex')}@example.com`;
  expect200(
    'registration',
    await api('/auth/register', { body: { name, email, password: PASSWORD, 'confirm-password': PASSWORD } }),
  );
  const [user] = await query(stack.databases.identity, 'SELECT id FROM users WHERE email = $1', [email]);
  const code = await mailedCode(stack, user.id);
  expect200('verification', await api(`/auth/verifyemail/${code}?email=${encodeURIComponent(email)}`));
  const login = expect200('sign-in', await api('/auth/login', { body: { email, password: PASSWORD } }));
  return { id: login.user._id ?? login.user.id, email, token: login.token };
}

/** A verified member who redeemed an artist code (role 11), with the token identity hands back. */
export async function artist(stack, name) {
  const member = await verifiedMember(stack, name);
  const code = `KALA-BENCH-${randomBytes(4).toString('hex').toUpperCase()}`;
  await query(stack.databases.identity, 'INSERT INTO artist_codes (code) VALUES ($1)', [code]);
  const redeemed = expect200(
    'redeeming an artist code',
    await gatewayApi(stack.gatewayUrl)('/users/validatecode', { body: { code }, token: member.token }),
  );
  return { ...member, token: redeemed.token };
}

/** An artwork for sale uploaded through the gateway: { id, slug }. */
export async function artworkForSale(stack, painter) {
  const api = gatewayApi(stack.gatewayUrl);
  const categories = expect200('the categories', await api('/categories')).message;
  const painting = categories.find((category) => category.slug === 'painting') ?? categories[0];
  const form = new FormData();
  form.append('image', new Blob([solidPng(64, 48, [180, 90, 40])], { type: 'image/png' }), 'dusk.png');
  form.append('name', 'Dusk over Phewa');
  form.append('description', 'Measured by the audience bench.');
  form.append('categories[]', painting._id);
  form.append('price', '12000');
  form.append('stock', '5');
  const response = await fetch(`${stack.gatewayUrl}/api/artwork/upload`, {
    method: 'POST',
    headers: { authorization: `JWT ${painter.token}` },
    body: form,
  });
  const uploaded = expect200('the upload', { status: response.status, body: await response.json() });
  const slug = uploaded.data.productSlug;
  const shown = expect200('the artwork page', await api(`/product/${slug}`));
  return { id: shown.message._id, slug };
}
