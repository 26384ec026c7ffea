import type { MemberLanguage, SocialSignInError } from '@art/contracts';
import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, endpointRoute } from '@art/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventContext } from '../accounts/event-context.js';
import { sessionResponse } from '../sessions/session-response.js';
import { OPERATOR_SIGN_IN, refuseOperator, refuseSuspended } from '../sessions/sign-in-rules.js';
import { bindingOf, FLOW_TTL_SECONDS, type FlowRecord, newBrowserSecret, sameBrowser } from './flows.js';
import { type Provider, ProviderRejected } from './provider-profile.js';

/**
 * The browser's secret that binds a sign-in to it: HttpOnly (no script reads it), only on
 * /api/auth, SameSite=Lax (sent when the provider sends the browser back, a top-level GET, and on
 * /login's same-origin POST; never on a cross-site POST).
 */
export const FLOW_COOKIE = 'art_social_sign_in';
const COOKIE_PATH = '/api/auth';

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Sign-in in the browser: start (to the provider), callback (back from it) and /login's exchange
 * of the callback's one-time code for the session. Whatever goes wrong between start and callback
 * ends at /login with a stable code in the fragment, never with a session; the fragment keeps the
 * one-time code out of every server's logs and of Referer headers.
 */
export async function browserSignInRoutes(app: FastifyInstance) {
  const config = app.config;
  const publicUrl = new URL(config.PUBLIC_URL);
  const secure = publicUrl.protocol === 'https:';
  const setFlowCookie = (reply: FastifyReply, value: string, maxAgeSeconds: number) =>
    reply.header(
      'set-cookie',
      `${FLOW_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  const go = (reply: FastifyReply, location: string) =>
    reply.code(303).header('location', location).header('cache-control', 'no-store').send();
  const toLogin = (reply: FastifyReply, fragment: Record<string, string>) =>
    go(reply, `/login#${new URLSearchParams(fragment)}`);
  const refused = (reply: FastifyReply, provider: Provider, code: SocialSignInError) =>
    toLogin(reply, { 'social-error': code, provider });

  /** The origin the browser used, as the gateway saw it; undefined for a call that did not come through it. */
  function browserOrigin(request: FastifyRequest): string | undefined {
    const proto = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim();
    const host = String(request.headers['x-forwarded-host'] ?? '')
      .split(',')[0]
      ?.trim();
    if (!proto || !host) return undefined;
    try {
      return new URL(`${proto}://${host}`).origin;
    } catch {
      return undefined;
    }
  }

  async function start(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
    // The provider comes back to PUBLIC_URL: a start on another origin (an alias, 127.0.0.1 for
    // localhost) moves there first, so that the flow cookie is set where the callback will read it.
    const origin = browserOrigin(request);
    if (origin && origin !== publicUrl.origin) return go(reply, `${publicUrl.origin}${request.url}`);
    const flow = app.socialSignIn.codeFlows[provider];
    if (!flow) return refused(reply, provider, 'unavailable');
    let started: Awaited<ReturnType<typeof flow.start>>;
    try {
      started = await flow.start();
    } catch (error) {
      request.log.warn({ err: error, provider }, 'social sign-in could not start (provider discovery)');
      return refused(reply, provider, 'unavailable');
    }
    // One secret per browser, kept while sign-ins overlap (two tabs), so neither breaks the other.
    const existing = cookieOf(request, FLOW_COOKIE);
    const secret = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : newBrowserSecret();
    const { state, ...checks } = started.checks;
    const { language } = request.query as { language?: MemberLanguage };
    await app.socialSignIn.flows.open(state, { provider, ...checks, binding: bindingOf(secret), language });
    setFlowCookie(reply, secret, FLOW_TTL_SECONDS);
    return go(reply, started.url);
  }

  async function callback(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
    // The provider's parameters as sent (iss included), not as the schema kept them.
    const search = new URL(request.raw.url ?? '', 'http://callback').search;
    const params = new URLSearchParams(search);
    const record: FlowRecord | null = await app.socialSignIn.flows.take(params.get('state') ?? undefined);
    if (!record || record.provider !== provider || !sameBrowser(cookieOf(request, FLOW_COOKIE), record.binding)) {
      request.log.info(
        { provider, known: record !== null },
        'social sign-in callback with an unknown or foreign state',
      );
      return refused(reply, provider, 'state');
    }
    const error = params.get('error');
    if (error) {
      request.log.info({ provider, error }, 'social sign-in ended at the provider');
      return refused(reply, provider, error === 'access_denied' ? 'denied' : 'failed');
    }
    const flow = app.socialSignIn.codeFlows[provider];
    if (!flow) return refused(reply, provider, 'unavailable');
    try {
      const profile =
        provider === 'google'
          ? await app.socialSignIn.codeFlows.google!.finish(search, {
              state: params.get('state') ?? '',
              nonce: record.nonce ?? '',
              codeVerifier: record.codeVerifier ?? '',
            })
          : await app.socialSignIn.codeFlows.facebook!.finish(search, { state: params.get('state') ?? '' });
      const user = await app.socialSignIn.signIn(profile, eventContext(request), { language: record.language });
      const code = await app.socialSignIn.flows.handOff({ userId: user.id, binding: record.binding });
      return toLogin(reply, { social: code });
    } catch (failure) {
      if (failure instanceof ProviderRejected) {
        request.log.info({ provider, reason: failure.message }, 'social sign-in refused');
        return refused(reply, provider, failure.kind === 'invalid' ? 'failed' : 'email');
      }
      if (failure instanceof AppError && failure.status === OPERATOR_SIGN_IN) {
        return refused(reply, provider, 'operator');
      }
      if (failure instanceof AppError) throw failure;
      request.log.warn({ err: failure, provider }, 'social provider unavailable');
      return refused(reply, provider, 'unavailable');
    }
  }

  endpointRoute(app, endpoints.googleSignInStart, { handler: (request, reply) => start('google', request, reply) });
  endpointRoute(app, endpoints.googleSignInCallback, {
    handler: (request, reply) => callback('google', request, reply),
  });
  endpointRoute(app, endpoints.facebookSignInStart, {
    handler: (request, reply) => start('facebook', request, reply),
  });
  endpointRoute(app, endpoints.facebookSignInCallback, {
    handler: (request, reply) => callback('facebook', request, reply),
  });

  endpointRoute(app, endpoints.socialSignInSession, {
    handler: async (request) => {
      const { messages } = endpoints.socialSignInSession;
      const handoff = await app.socialSignIn.flows.redeem(request.body.code);
      // As OAuth's invalid_grant: a used, expired or foreign code is a bad request, not a missing credential.
      const expired = () => new AppError(400, 'error', messages.expired);
      if (!handoff || !sameBrowser(cookieOf(request, FLOW_COOKIE), handoff.binding)) throw expired();
      const user = await app.users.byId(handoff.userId);
      if (!user) throw expired();
      refuseOperator(user, messages.operator);
      refuseSuspended(user, messages.suspended);
      return sessionResponse(app, user, messages.loggedIn);
    },
  });
}
