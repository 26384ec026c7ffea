import { type MemberLanguage, UserRegistered, UserVerified } from '@art/contracts';
import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, type EventContext, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IdentityConfig } from '../../config.js';
import type { UserRow } from '../../db/schema.js';
import { DuplicateEmail } from '../accounts/queries.js';
import { toSnapshot } from '../accounts/views.js';
import { retireOpenCodes } from '../registration/queries.js';
import { normalizeEmail } from '../registration/rules.js';
import { announceSessionsEnded, recordSessionsEnded } from '../sessions/end-sessions.js';
import { refuseOperator } from '../sessions/sign-in-rules.js';
import { type FacebookCodeFlow, facebookCodeFlow, facebookVerifier } from './facebook.js';
import { type SocialFlows, socialFlows } from './flows.js';
import { type GoogleCodeFlow, googleCodeFlow, googleVerifier } from './google.js';
import { type ProviderProfile, ProviderRejected } from './provider-profile.js';

const OPERATOR_ONLY_WITH_SECOND_FACTOR = endpoints.signInWithGoogle.messages.operator;

export const SOCIAL_FAILED = 'Your sign-in could not be verified by the provider. Please try again';

/** What an account made by a sign-in starts with. */
export interface NewAccountOptions {
  language?: MemberLanguage;
}

export interface SocialSignIn {
  /** The spec's POST /api/auth/google: an ID token the browser got itself. */
  google(idToken: string, context: EventContext): Promise<UserRow>;
  /** The spec's POST /api/auth/facebook: a user access token the browser got itself. */
  facebook(accessToken: string, context: EventContext): Promise<UserRow>;
  /**
   * The account of a checked profile: known by its provider id, else found by its e-mail and
   * linked, else made. ProviderRejected (`unverified-email`) when the e-mail would be used and the
   * provider does not vouch for it; 403 for an operator's account. An account made here starts in
   * `options.language` (the page's, from the start of the browser's flow), else English.
   */
  signIn(profile: ProviderProfile, context: EventContext, options?: NewAccountOptions): Promise<UserRow>;
  /** The browser's code flows, where configured (client id and secret): null otherwise. */
  codeFlows: { google: GoogleCodeFlow | null; facebook: FacebookCodeFlow | null };
  /** The flows under way and the handoffs to /login (Redis). */
  flows: SocialFlows;
}

declare module 'fastify' {
  interface FastifyInstance {
    socialSignIn: SocialSignIn;
  }
}

const notConfigured = (provider: string) =>
  new AppError(503, 'error', `Sign-in with ${provider} is not available at the moment`);

export const socialSignInPlugin = fp(
  async (app: FastifyInstance, config: IdentityConfig) => {
    const db = app.db;
    const verifyGoogle = googleVerifier({
      clientId: config.GOOGLE_CLIENT_ID,
      issuers: config.GOOGLE_ISSUER.split(',')
        .map((issuer) => issuer.trim())
        .filter(Boolean),
      jwksUrl: config.GOOGLE_JWKS_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
    const verifyFacebook = facebookVerifier({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      graphUrl: config.FACEBOOK_GRAPH_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });

    async function checked(verify: () => Promise<ProviderProfile>): Promise<ProviderProfile> {
      try {
        return await verify();
      } catch (error) {
        if (error instanceof ProviderRejected) {
          app.log.info({ reason: error.message }, 'social sign-in refused');
          throw new AppError(401, 'error', SOCIAL_FAILED);
        }
        // The provider could not be reached or answered nonsense: not the person's fault.
        app.log.warn({ err: error }, 'social provider unavailable');
        throw new AppError(502, 'error', 'The sign-in provider could not be reached. Please try again');
      }
    }

    /**
     * The account of this provider id, else the account with this e-mail (linked now), else a new
     * one. The e-mail finds, links or makes an account only when the provider vouches for it:
     * otherwise whoever put someone else's address on a provider account would get theirs.
     */
    async function signIn(
      profile: ProviderProfile,
      context: EventContext,
      options: NewAccountOptions = {},
    ): Promise<UserRow> {
      const idColumn = profile.provider === 'google' ? 'google_id' : 'facebook_id';
      const known = await app.users.byProvider(profile.provider, profile.providerId);
      if (known) refuseOperator(known, OPERATOR_ONLY_WITH_SECOND_FACTOR);
      if (known) return known;
      if (!profile.emailVerified) {
        throw new ProviderRejected(`${profile.provider}: the account's e-mail is not verified`, 'unverified-email');
      }
      const email = normalizeEmail(profile.email);
      const run = () =>
        db.transaction().execute(async (trx) => {
          const existing = await app.users.byEmail(email, trx);
          if (existing) {
            // Never linked: the provider would open an operator's account without the second factor.
            refuseOperator(existing, OPERATOR_ONLY_WITH_SECOND_FACTOR);
            // An unverified account may have been registered by someone who does not own the
            // address, to be there first: the provider vouches for the owner, so the stranger's
            // password goes (the owner can set one by reset) and every session of it ends.
            const takeOver = !existing.email_verified;
            const linked = await app.users.update(
              trx,
              existing.id,
              {
                [idColumn]: profile.providerId,
                email_verified: true,
                ...(takeOver ? { password_hash: null } : {}),
              },
              { endSessions: takeOver },
            );
            if (takeOver) {
              await recordSessionsEnded(
                trx,
                { userId: linked.id, sessionVersion: linked.session_version, reason: 'account-claimed' },
                { ...context, actor: { userId: linked.id, role: linked.role } },
              );
              // The pre-registrant's code must not verify anything any more either.
              await retireOpenCodes(trx, existing.id);
              const actor = { userId: linked.id, role: linked.role };
              await writeEvent(
                trx,
                UserVerified,
                { userId: linked.id, name: linked.name, email: linked.email },
                { ...context, actor },
              );
            }
            return linked;
          }
          const created = await app.users.create(trx, {
            email,
            name: profile.name.trim().slice(0, 120),
            password_hash: null,
            email_verified: true,
            [idColumn]: profile.providerId,
            language: options.language,
            language_chosen: options.language !== undefined,
          });
          const actor = { ...context, actor: { userId: created.id, role: created.role } };
          await writeEvent(trx, UserRegistered, toSnapshot(created), actor);
          await writeEvent(trx, UserVerified, { userId: created.id, name: created.name, email: created.email }, actor);
          return created;
        });
      // Two first sign-ins at once: the loser finds the account the winner made.
      const user = await run().catch((error) => (error instanceof DuplicateEmail ? run() : Promise.reject(error)));
      // A take-over ended the pre-registrant's sessions: Redis learns it before the event leaves.
      await announceSessionsEnded(app, user);
      return user;
    }

    /** A profile's sign-in for the spec's calls: an unvouched e-mail is the same 401 as a bad token. */
    async function signInChecked(profile: ProviderProfile, context: EventContext): Promise<UserRow> {
      try {
        return await signIn(profile, context);
      } catch (error) {
        if (!(error instanceof ProviderRejected)) throw error;
        app.log.info({ reason: error.message }, 'social sign-in refused');
        throw new AppError(401, 'error', SOCIAL_FAILED);
      }
    }

    const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
    const callbackUrl = (provider: 'google' | 'facebook') => `${publicUrl}/api/auth/${provider}/callback`;
    const googleFlow =
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? googleCodeFlow({
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            issuer: config.GOOGLE_ISSUER.split(',')[0]?.trim() ?? '',
            redirectUri: callbackUrl('google'),
            timeoutMs: config.PROVIDER_TIMEOUT_MS,
          })
        : null;
    const facebookFlow =
      config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
        ? facebookCodeFlow({
            appId: config.FACEBOOK_APP_ID,
            appSecret: config.FACEBOOK_APP_SECRET,
            graphUrl: config.FACEBOOK_GRAPH_URL,
            dialogUrl: config.FACEBOOK_DIALOG_URL,
            redirectUri: callbackUrl('facebook'),
            timeoutMs: config.PROVIDER_TIMEOUT_MS,
          })
        : null;

    app.decorate('socialSignIn', {
      async google(idToken, context) {
        if (!config.GOOGLE_CLIENT_ID) throw notConfigured('Google');
        return signInChecked(await checked(() => verifyGoogle(idToken)), context);
      },
      async facebook(accessToken, context) {
        if (!config.FACEBOOK_APP_ID || !config.FACEBOOK_APP_SECRET) throw notConfigured('Facebook');
        return signInChecked(await checked(() => verifyFacebook(accessToken)), context);
      },
      signIn,
      codeFlows: { google: googleFlow, facebook: facebookFlow },
      flows: socialFlows(app.redis, config.SESSION_VERSION_PREFIX),
    } satisfies SocialSignIn);
  },
  { name: 'social-sign-in', dependencies: ['users-repository', 'outbox', 'session-versions', 'redis'] },
);
