import type { ComponentType } from 'react';
import { ArtistCodeRoute } from './Routes/ArtistCode/ArtistCodeRoute.js';
import { DeleteAccountRequestRoute } from './Routes/DeleteAccountRequest/DeleteAccountRequestRoute.js';
import { EditInformationRoute } from './Routes/EditInformation/EditInformationRoute.js';
import { GetIntoStudioRoute } from './Routes/GetIntoStudio/GetIntoStudioRoute.js';
import { LoginRoute } from './Routes/Login/LoginRoute.js';
import { PrivacyPolicyRoute } from './Routes/PrivacyPolicy/PrivacyPolicyRoute.js';
import { ResetRequestRoute } from './Routes/ResetRequest/ResetRequestRoute.js';
import { ResetWithTokenRoute } from './Routes/ResetWithToken/ResetWithTokenRoute.js';
import { TermsRoute } from './Routes/Terms/TermsRoute.js';
import { VerifyEmailRoute } from './Routes/VerifyEmail/VerifyEmailRoute.js';

// The paths the shell mounts these at (frontends/shell/src/routeTable.ts); used by the standalone page.
export const identityRoutes: { path: string; Component: ComponentType }[] = [
  { path: '/login', Component: LoginRoute },
  { path: '/resetpassword', Component: ResetRequestRoute },
  { path: '/resetpassword/:token', Component: ResetWithTokenRoute },
  { path: '/verify', Component: VerifyEmailRoute },
  { path: '/edit', Component: EditInformationRoute },
  { path: '/:slug/get-studio', Component: GetIntoStudioRoute },
  { path: '/:slug/artist-code', Component: ArtistCodeRoute },
  { path: '/delete-account', Component: DeleteAccountRequestRoute },
  { path: '/privacy-policy', Component: PrivacyPolicyRoute },
  { path: '/terms-conditions', Component: TermsRoute },
];
