// The demo accounts `npm start` seeds (services/identity/src/seed/demo-users.ts), for the k6
// scenarios that sign in: four studios first, then two buyers.
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_EMAILS = [
  'ramesh.chitrakar@example.com',
  'sunita.maharjan@example.com',
  'ram.thapa@example.com',
  'pema.lama@example.com',
  'sita.shrestha@example.com',
  'bikash.gurung@example.com',
];
/**
 * The demo operator (services/identity/src/seed/demo-users.ts, DEMO_OPERATOR): DEMO_PASSWORD and a
 * TOTP secret that `npm start` prints (kept from run to run), for moderation.js.
 */
export const DEMO_OPERATOR_EMAIL = 'operator@example.com';
