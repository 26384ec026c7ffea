import { type FacebookStandIn, startFacebookStandIn } from './facebook.js';
import { type GoogleStandIn, startGoogleStandIn } from './google.js';
import type { StandInPerson } from './http.js';

export type { FacebookStandIn, FacebookStandInOptions } from './facebook.js';
export { FACEBOOK_STAND_IN_APP_ID, startFacebookStandIn } from './facebook.js';
export type { GoogleStandIn, GoogleStandInOptions } from './google.js';
export { GOOGLE_STAND_IN_CLIENT_ID, startGoogleStandIn } from './google.js';
export type { ListenOptions, StandInPerson } from './http.js';

/** The callback paths identity serves (`GET /api/auth/<provider>/callback`). */
export const CALLBACK_PATHS = { google: '/api/auth/google/callback', facebook: '/api/auth/facebook/callback' };

/** The people `npm start` offers: printed with the demo users, the same on every run. */
export const DEMO_PEOPLE = {
  google: { id: '104885023456789012345', name: 'Asha Gurung', email: 'asha.gurung@gmail.example' },
  facebook: { id: '10160123456789012', name: 'Bikash Rai', email: 'bikash.rai@facebook.example' },
} satisfies Record<string, StandInPerson>;

export type SignInStandInsOptions = {
  /** The site's public origins (PUBLIC_URL first): the redirect URIs registered with both. */
  publicUrls: string[];
  host?: string;
  ports?: { google?: number; facebook?: number };
  /** Offer the demo people (default true). */
  demoPeople?: boolean;
};

export type SignInStandIns = {
  google: GoogleStandIn;
  facebook: FacebookStandIn;
  /** Identity's configuration for these two (production sets the real providers' instead). */
  identityEnv: Record<string, string>;
  close(): Promise<void>;
};

/** Both providers at once, for the local run and the browser tests; a failed start closes the other. */
export async function startSignInStandIns(options: SignInStandInsOptions): Promise<SignInStandIns> {
  const origins = options.publicUrls.map((url) => url.replace(/\/+$/, ''));
  const demo = options.demoPeople !== false;
  const google = await startGoogleStandIn({
    host: options.host,
    port: options.ports?.google,
    redirectUris: origins.map((origin) => `${origin}${CALLBACK_PATHS.google}`),
    people: demo ? [DEMO_PEOPLE.google] : [],
  });
  let facebook: FacebookStandIn;
  try {
    facebook = await startFacebookStandIn({
      host: options.host,
      port: options.ports?.facebook,
      redirectUris: origins.map((origin) => `${origin}${CALLBACK_PATHS.facebook}`),
      people: demo ? [DEMO_PEOPLE.facebook] : [],
    });
  } catch (error) {
    await google.close();
    throw error;
  }
  return {
    google,
    facebook,
    identityEnv: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_JWKS_URL: google.jwksUrl,
      FACEBOOK_APP_ID: facebook.appId,
      FACEBOOK_APP_SECRET: facebook.appSecret,
      FACEBOOK_DIALOG_URL: facebook.dialogUrl,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
    },
    close: async () => {
      await Promise.allSettled([google.close(), facebook.close()]);
    },
  };
}
