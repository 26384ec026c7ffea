import { defineEndpoints } from '@art/endpoint';
import { Type } from 'typebox';
import { errorAnswers, StatusMessage } from '../http.js';
import {
  AppealBody,
  ArtistCodeBody,
  AuthenticateResponse,
  EmailBody,
  FacebookSignInBody,
  GoogleSignInBody,
  LanguageBody,
  LanguageResponse,
  LoginAnswer,
  LoginBody,
  LoginResponse,
  ProfileResponse,
  PublicProfileResponse,
  RefreshSessionBody,
  RegisterBody,
  ResetBody,
  SecondFactorBody,
  SecondFactorResponse,
  SocialCallbackQuery,
  SocialRedirect,
  SocialSessionBody,
  SocialStartQuery,
  UpdateProfileResponse,
  VerifyEmailQuery,
} from '../identity-api.js';

// Every identity answer may be refused with these (a form too large or of the wrong type included).
const errors = errorAnswers(400, 401, 404, 409, 413, 415);
// Sign-in may also be refused with 403: a suspended account (status `account-suspended`).
const signInErrors = errorAnswers(400, 401, 403, 404, 409, 413, 415);
const auth = ['auth'];
const user = ['user'];
const studio = ['studio'];
const multipart = ['multipart/form-data'];
const LOGGED_IN = 'You have logged in successfully';
const SUSPENDED = 'Your account has been suspended: {reason}';

/** The identity service's public endpoints: one declaration each (see @art/endpoint). */
export const identityEndpoints = defineEndpoints({
  register: {
    method: 'POST',
    path: '/api/auth/register',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'register', byEmail: true },
    tags: auth,
    summary: 'Register an account; a verification code is mailed',
    operationId: 'register',
    schema: { body: RegisterBody, response: { 200: StatusMessage, ...errors } },
    messages: { registered: 'Thank you for registering! A verification code has been sent to {email}' },
  },
  verifyEmail: {
    method: 'GET',
    path: '/api/auth/verifyemail/:code',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'verify-email', byEmail: false },
    tags: auth,
    summary: 'Verify the e-mail address with the mailed code',
    description:
      'The code is checked against one account only: the signed-in one, else the account of `email` ' +
      '(required without a session). After 5 wrong codes the code is spent; ask for a new one with resend.',
    operationId: 'verifyEmail',
    // With a token, the signed-in account is the one verified.
    optionalToken: true,
    schema: {
      params: Type.Object({ code: Type.String({ maxLength: 64 }) }),
      querystring: VerifyEmailQuery,
      response: { 200: StatusMessage, ...errors },
    },
    messages: {
      verified: 'Your email has been verified. You can login now.',
      whose: 'Please enter the email address the verification code was sent to',
    },
  },
  resendCode: {
    method: 'POST',
    path: '/api/auth/resendverificationemail',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'resend-verification', byEmail: true },
    tags: auth,
    summary: 'Mail a new verification code',
    operationId: 'resendVerificationEmail',
    schema: { body: EmailBody, response: { 200: StatusMessage, ...errors } },
    messages: { sent: 'An email has been sent to {email}' },
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'login', byEmail: true },
    tags: auth,
    summary: 'Sign in with e-mail and password',
    description:
      'Members and artists get their session. An operator gets a second-factor challenge ' +
      '(`status: "second-factor"`) to answer at `POST /api/users/login/second-factor`, with the ' +
      'authenticator secret to enrol while none is confirmed. A suspended account is refused with ' +
      '403 `account-suspended` naming the reason.',
    operationId: 'login',
    schema: { body: LoginBody, response: { 200: LoginAnswer, ...signInErrors } },
    messages: {
      loggedIn: LOGGED_IN,
      secondFactor: 'Enter the 6-digit code from your authenticator app',
      enrol: 'Add this key to your authenticator app, then enter the 6-digit code it shows',
      suspended: SUSPENDED,
      wrongCredentials: 'The email or password you entered is incorrect',
      socialOnly: 'This account signs in with Google or Facebook. Use that button, or reset your password to set one',
    },
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    service: 'identity',
    access: 'member',
    owner: 'self',
    write: false,
    tags: auth,
    summary: 'Log out (this session)',
    description:
      'Ends the session of the token sent: it is refused from now on (the gateway within a few ' +
      'seconds) and its live sockets are dropped, while the account stays signed in on other ' +
      'devices. The client removes its token cookie as well.',
    operationId: 'logout',
    schema: { response: { 200: StatusMessage, ...errors } },
    messages: { loggedOut: 'You have logged out' },
  },
  logoutEverywhere: {
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    service: 'identity',
    access: 'member',
    owner: 'self',
    openToUnverified: true,
    tags: auth,
    summary: 'Sign out everywhere',
    description:
      'Ends every session of the signed-in account, this one included: every token issued before ' +
      'is refused from now on (the gateway within a few seconds) and every live socket of the ' +
      'account is dropped. Sign in again for a new token.',
    operationId: 'logoutEverywhere',
    schema: { response: { 200: StatusMessage, ...errors } },
    messages: { signedOut: 'You have been signed out on every device. Please login again' },
  },
  authenticate: {
    method: 'POST',
    path: '/api/auth/authenticate',
    service: 'identity',
    access: 'member',
    owner: 'self',
    write: false,
    tags: auth,
    summary: 'Check a stored session token; answers the signed-in user',
    operationId: 'authenticate',
    schema: { response: { 200: AuthenticateResponse, ...errors } },
    messages: { loggedIn: 'You are logged in' },
  },
  signInWithGoogle: {
    method: 'POST',
    path: '/api/auth/google',
    service: 'identity',
    access: 'guest',
    tags: auth,
    summary: 'Sign in with a Google ID token (the account is made at first use)',
    operationId: 'signInWithGoogle',
    schema: { body: GoogleSignInBody, response: { 200: LoginResponse, ...signInErrors } },
    messages: {
      loggedIn: LOGGED_IN,
      suspended: SUSPENDED,
      operator: 'An operator signs in with e-mail, password and second factor',
    },
  },
  signInWithFacebook: {
    method: 'POST',
    path: '/api/auth/facebook',
    service: 'identity',
    access: 'guest',
    tags: auth,
    summary: 'Sign in with a Facebook access token (the account is made at first use)',
    operationId: 'signInWithFacebook',
    schema: { body: FacebookSignInBody, response: { 200: LoginResponse, ...signInErrors } },
    messages: {
      loggedIn: LOGGED_IN,
      suspended: SUSPENDED,
      operator: 'An operator signs in with e-mail, password and second factor',
    },
  },
  googleSignInStart: {
    method: 'GET',
    path: '/api/auth/google/start',
    service: 'identity',
    access: 'guest',
    // It keeps a short-lived record of the sign-in: counted in the guests' write budget.
    write: true,
    tags: auth,
    summary: "Sign in with Google in the browser: sends it to Google's authorization endpoint",
    description:
      'OpenID Connect code flow with PKCE (S256), state and nonce kept by identity for 10 minutes, used ' +
      'once and bound to this browser by an HttpOnly cookie. Google sends the browser back to ' +
      "`/api/auth/google/callback`. `language`: the page's, which an account made by this sign-in starts in.",
    operationId: 'googleSignInStart',
    schema: { querystring: SocialStartQuery, response: SocialRedirect },
  },
  googleSignInCallback: {
    method: 'GET',
    path: '/api/auth/google/callback',
    service: 'identity',
    access: 'guest',
    tags: auth,
    summary: "Google's redirect back: the code is exchanged and the ID token checked, then on to /login",
    description:
      'The state must be one this browser started and not yet used. The account is found, linked or made ' +
      'as with `POST /api/auth/google`; the browser goes on to `/login#social=<one-time code>`, which ' +
      'the page exchanges at `POST /api/auth/social/session` for the session. A refusal (denied at ' +
      'Google, a tampered or used state, an unverified e-mail…) goes to `/login#social-error=<code>`.',
    operationId: 'googleSignInCallback',
    schema: { querystring: SocialCallbackQuery, response: SocialRedirect },
  },
  facebookSignInStart: {
    method: 'GET',
    path: '/api/auth/facebook/start',
    service: 'identity',
    access: 'guest',
    write: true,
    tags: auth,
    summary: "Sign in with Facebook in the browser: sends it to Facebook Login's dialog",
    description:
      'OAuth 2 authorization code flow with a state kept by identity for 10 minutes, used once and bound ' +
      'to this browser by an HttpOnly cookie; `scope=email,public_profile`. Facebook sends the browser ' +
      "back to `/api/auth/facebook/callback`. `language`: the page's, which an account made by this sign-in " +
      'starts in.',
    operationId: 'facebookSignInStart',
    schema: { querystring: SocialStartQuery, response: SocialRedirect },
  },
  facebookSignInCallback: {
    method: 'GET',
    path: '/api/auth/facebook/callback',
    service: 'identity',
    access: 'guest',
    tags: auth,
    summary:
      "Facebook's redirect back: the code is exchanged with the app secret, the token checked, then on to /login",
    description:
      "The state must be one this browser started and not yet used. The code is exchanged at Graph's " +
      '`/oauth/access_token`; the token is checked with `debug_token` and the person read from `/me`, ' +
      'as with `POST /api/auth/facebook`. Then as the Google callback.',
    operationId: 'facebookSignInCallback',
    schema: { querystring: SocialCallbackQuery, response: SocialRedirect },
  },
  socialSignInSession: {
    method: 'POST',
    path: '/api/auth/social/session',
    service: 'identity',
    access: 'guest',
    tags: auth,
    summary: "The session of a browser social sign-in: the one-time code from /login's fragment",
    description:
      'The code is good once, for one minute, and only with the HttpOnly cookie of the browser that ' +
      'started the sign-in. The answer is that of `POST /api/auth/google`: the session, or 403 ' +
      '`account-suspended` naming the reason.',
    operationId: 'socialSignInSession',
    schema: { body: SocialSessionBody, response: { 200: LoginResponse, ...signInErrors } },
    messages: {
      loggedIn: LOGGED_IN,
      suspended: SUSPENDED,
      operator: 'An operator signs in with e-mail, password and second factor',
      expired: 'This sign-in has expired or was started in another browser. Please try again',
    },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/reset',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'reset', byEmail: true },
    tags: auth,
    summary: 'Forgotten password: mail a reset link',
    operationId: 'requestPasswordReset',
    schema: { body: EmailBody, response: { 200: StatusMessage, ...errors } },
    messages: { sent: 'Please check your email' },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset/:token',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'reset-token', byEmail: false },
    tags: auth,
    summary: 'Set a new password with the token from the reset link',
    operationId: 'resetPassword',
    schema: {
      // Any text is accepted here: a mangled link is answered "not-found" like an expired one.
      params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      body: ResetBody,
      response: { 200: StatusMessage, ...errors },
    },
    messages: { changed: 'Your password has been changed' },
  },
  ownProfile: {
    method: 'GET',
    path: '/api/user/profile',
    service: 'identity',
    access: 'member',
    owner: 'self',
    tags: user,
    summary: 'The signed-in user’s own profile',
    operationId: 'getOwnProfile',
    schema: { response: { 200: ProfileResponse, ...errors } },
  },
  profileBySlug: {
    method: 'GET',
    path: '/api/user/getbyslug/:slug',
    service: 'identity',
    access: 'guest',
    optionalToken: true,
    audience: true,
    tags: user,
    summary: 'A profile by its slug (the personal fields only to its owner)',
    operationId: 'getProfileBySlug',
    schema: {
      params: Type.Object({ slug: Type.String({ maxLength: 200 }) }),
      response: { 200: PublicProfileResponse, ...errors },
    },
    messages: { notFound: 'User not found' },
  },
  profileById: {
    method: 'GET',
    path: '/api/user/get/:id',
    service: 'identity',
    access: 'guest',
    optionalToken: true,
    audience: true,
    tags: user,
    summary: 'A profile by user id (the personal fields only to its owner)',
    operationId: 'getProfileById',
    schema: {
      params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
      response: { 200: PublicProfileResponse, ...errors },
    },
    messages: { notFound: 'User not found' },
  },
  updateProfile: {
    method: 'POST',
    path: '/api/user/update',
    service: 'identity',
    access: 'member',
    owner: 'self',
    upload: true,
    tags: user,
    summary: 'Edit Information: name, bio, picture and cover (multipart form)',
    operationId: 'updateProfile',
    schema: { consumes: multipart, response: { 200: UpdateProfileResponse, ...errors } },
    messages: { updated: 'Profile Updated Successfully', tooLarge: 'Images must be less than 5 MB' },
  },
  updateLanguage: {
    method: 'PUT',
    path: '/api/user/language',
    service: 'identity',
    access: 'member',
    owner: 'self',
    // A member who has not verified yet may still pick the language of that very mail.
    openToUnverified: true,
    tags: user,
    summary: "Set the language the signed-in member's mails (and pages) are in",
    description:
      'One of `en`, `ne`, `zh`; answers the language saved, which from then on counts as chosen (the user ' +
      "answers' `languageChosen`). Another value is refused (400 `validate-error`) and nothing changes. A new " +
      'account reads English, not chosen, unless registration or a social sign-in named one.',
    operationId: 'updateLanguage',
    schema: { body: LanguageBody, response: { 200: LanguageResponse, ...errors } },
  },
  requestStudio: {
    method: 'POST',
    path: '/api/users/become-artist',
    service: 'identity',
    access: 'member',
    owner: 'self',
    upload: true,
    tags: studio,
    summary: 'Ask for a studio (message and up to 5 images, multipart form)',
    operationId: 'requestStudio',
    schema: { consumes: multipart, response: { 200: StatusMessage, ...errors } },
    messages: {
      received: 'Your application has been received. We will contact you as soon as possible.',
      tooLarge: 'Each image must be less than 2 MB',
    },
  },
  redeemArtistCode: {
    method: 'POST',
    path: '/api/users/validatecode',
    service: 'identity',
    access: 'member',
    owner: 'self',
    attempts: { action: 'artist-code', byEmail: false, byAccount: true, memberWrite: true },
    tags: studio,
    summary: 'Redeem an artist code: the account becomes an artist (a new token comes back)',
    operationId: 'redeemArtistCode',
    schema: { body: ArtistCodeBody, response: { 200: LoginResponse, ...errors } },
    messages: { redeemed: 'Artist code verified successfully. You have a studio now.' },
  },
  loginSecondFactor: {
    method: 'POST',
    path: '/api/users/login/second-factor',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'second-factor', byEmail: false },
    tags: auth,
    summary: "An operator's second factor: the challenge of the sign-in and a TOTP or recovery code",
    description:
      'Answers the session (its token carries the second factor, `amr: ["pwd","otp"]`), with the ten ' +
      'recovery codes once, at enrolment. A challenge lives 5 minutes, is used once and allows 5 wrong codes.',
    operationId: 'loginSecondFactor',
    schema: { body: SecondFactorBody, response: { 200: SecondFactorResponse, ...signInErrors } },
    messages: {
      loggedIn: LOGGED_IN,
      wrongCode: 'That code is not right. Please try again',
      expired: 'This sign-in has expired or was used. Please sign in again',
      codeEmpty: 'Please enter the code',
      suspended: SUSPENDED,
    },
  },
  refreshSession: {
    method: 'POST',
    path: '/api/users/session/refresh',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'session-refresh', byEmail: false },
    tags: auth,
    summary: 'Renew a session ended by a role change (a studio approved), without the password',
    description:
      'The token goes in the body (the gateway refuses an ended token in the header). Only a token ' +
      'that has not expired, was not logged out and was ended by role changes alone is renewed, once, ' +
      "with the account's current role; anything else is 401.",
    operationId: 'refreshSession',
    schema: { body: RefreshSessionBody, response: { 200: LoginResponse, ...signInErrors } },
    messages: {
      refreshed: 'Your session has been renewed',
      cannotRefresh: 'Your session cannot be renewed. Please login again',
    },
  },
  appeal: {
    method: 'POST',
    path: '/api/users/appeal',
    service: 'identity',
    access: 'guest',
    attempts: { action: 'appeal', byEmail: true },
    tags: auth,
    summary: "A suspended member's one appeal against the suspension (e-mail, password and text)",
    operationId: 'appeal',
    schema: { body: AppealBody, response: { 200: StatusMessage, ...signInErrors } },
    messages: {
      received: 'Your appeal has been received. The marketplace team will review it.',
      textEmpty: 'Please explain why the suspension should be lifted',
      notSuspended: 'This account is not suspended',
      alreadyAppealed: 'You have already appealed this suspension',
      wrongCredentials: 'The email or password you entered is incorrect',
    },
  },
});
