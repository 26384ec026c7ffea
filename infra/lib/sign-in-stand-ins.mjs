// The local sign-in providers: "Google" (an OpenID Provider, panva's oidc-provider) and
// "Facebook" (Facebook Login's dialog, code exchange, debug_token and Graph /me), so that both
// buttons on /login sign a person in on this machine without the internet. Identity's code is the
// production code: only its configuration (GOOGLE_*, FACEBOOK_*) points here instead of at
// accounts.google.com and graph.facebook.com (k8s/base/identity.yaml).
import { log } from './log.mjs';
import { isPortOpen } from './wait.mjs';

export const SIGN_IN_STAND_IN_PORTS = { google: 4711, facebook: 4712 };

/**
 * Starts both stand-ins (the package must be built) with the demo people, registered for
 * PUBLIC_URL's callbacks; returns identity's environment for them and the people to print.
 */
export async function startSignInStandIns(config, { ports = SIGN_IN_STAND_IN_PORTS, host = '127.0.0.1' } = {}) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (await isPortOpen(host, port)) busy.push(`${name} (${port})`);
  if (busy.length) throw new Error(`sign-in stand-in ports in use: ${busy.join(', ')} (another \`npm start\`?)`);
  const { startSignInStandIns: start, DEMO_PEOPLE } = await import('@art/sign-in-stand-ins');
  const standIns = await start({ publicUrls: [config.publicUrl], host, ports });
  log.ok(`sign-in stand-ins: Google ${standIns.google.url}, Facebook ${standIns.facebook.url}`);
  return {
    stop: () => standIns.close(),
    env: standIns.identityEnv,
    /** One line each for the demo output: who to pick on the provider's page. */
    accounts: {
      'Google (stand-in)': `${DEMO_PEOPLE.google.name} <${DEMO_PEOPLE.google.email}>`,
      'Facebook (stand-in)': `${DEMO_PEOPLE.facebook.name} <${DEMO_PEOPLE.facebook.email}>`,
    },
  };
}
