// Generated from @art/contracts/endpoints by `npm run generate -w @art/sdk`: do not edit.
import type { identityEndpoints } from '@art/contracts/endpoints';
import { declaredRoute } from '../declared-route.js';

/** The identity endpoints as the client calls them (paths under the API base). */
export const identityRoutes = {
  register: declaredRoute<(typeof identityEndpoints)['register']>('POST', '/auth/register'),
  verifyEmail: declaredRoute<(typeof identityEndpoints)['verifyEmail']>('GET', '/auth/verifyemail/:code'),
  resendCode: declaredRoute<(typeof identityEndpoints)['resendCode']>('POST', '/auth/resendverificationemail'),
  login: declaredRoute<(typeof identityEndpoints)['login']>('POST', '/auth/login'),
  logout: declaredRoute<(typeof identityEndpoints)['logout']>('POST', '/auth/logout'),
  logoutEverywhere: declaredRoute<(typeof identityEndpoints)['logoutEverywhere']>('POST', '/auth/logout-everywhere'),
  authenticate: declaredRoute<(typeof identityEndpoints)['authenticate']>('POST', '/auth/authenticate'),
  signInWithGoogle: declaredRoute<(typeof identityEndpoints)['signInWithGoogle']>('POST', '/auth/google'),
  signInWithFacebook: declaredRoute<(typeof identityEndpoints)['signInWithFacebook']>('POST', '/auth/facebook'),
  googleSignInStart: declaredRoute<(typeof identityEndpoints)['googleSignInStart']>('GET', '/auth/google/start'),
  googleSignInCallback: declaredRoute<(typeof identityEndpoints)['googleSignInCallback']>(
    'GET',
    '/auth/google/callback',
  ),
  facebookSignInStart: declaredRoute<(typeof identityEndpoints)['facebookSignInStart']>('GET', '/auth/facebook/start'),
  facebookSignInCallback: declaredRoute<(typeof identityEndpoints)['facebookSignInCallback']>(
    'GET',
    '/auth/facebook/callback',
  ),
  socialSignInSession: declaredRoute<(typeof identityEndpoints)['socialSignInSession']>('POST', '/auth/social/session'),
  requestPasswordReset: declaredRoute<(typeof identityEndpoints)['requestPasswordReset']>('POST', '/auth/reset'),
  resetPassword: declaredRoute<(typeof identityEndpoints)['resetPassword']>('POST', '/auth/reset/:token'),
  ownProfile: declaredRoute<(typeof identityEndpoints)['ownProfile']>('GET', '/user/profile'),
  profileBySlug: declaredRoute<(typeof identityEndpoints)['profileBySlug']>('GET', '/user/getbyslug/:slug'),
  profileById: declaredRoute<(typeof identityEndpoints)['profileById']>('GET', '/user/get/:id'),
  updateProfile: declaredRoute<(typeof identityEndpoints)['updateProfile']>('POST', '/user/update'),
  updateLanguage: declaredRoute<(typeof identityEndpoints)['updateLanguage']>('PUT', '/user/language'),
  requestStudio: declaredRoute<(typeof identityEndpoints)['requestStudio']>('POST', '/users/become-artist'),
  redeemArtistCode: declaredRoute<(typeof identityEndpoints)['redeemArtistCode']>('POST', '/users/validatecode'),
  loginSecondFactor: declaredRoute<(typeof identityEndpoints)['loginSecondFactor']>(
    'POST',
    '/users/login/second-factor',
  ),
  refreshSession: declaredRoute<(typeof identityEndpoints)['refreshSession']>('POST', '/users/session/refresh'),
  appeal: declaredRoute<(typeof identityEndpoints)['appeal']>('POST', '/users/appeal'),
} as const;
