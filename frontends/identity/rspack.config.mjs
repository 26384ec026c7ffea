// Identity area remote: exposes its route components; the shell owns the URLs and mounts them
// (the configuration every remote shares is remoteConfig in @art/frontend-build).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@art/frontend-build';

// One exposed module per route; the shell's route table names these keys.
const exposes = {
  './LoginRoute': './src/Routes/Login/LoginRoute.tsx',
  './ResetRequestRoute': './src/Routes/ResetRequest/ResetRequestRoute.tsx',
  './ResetWithTokenRoute': './src/Routes/ResetWithToken/ResetWithTokenRoute.tsx',
  './VerifyEmailRoute': './src/Routes/VerifyEmail/VerifyEmailRoute.tsx',
  './EditInformationRoute': './src/Routes/EditInformation/EditInformationRoute.tsx',
  './GetIntoStudioRoute': './src/Routes/GetIntoStudio/GetIntoStudioRoute.tsx',
  './ArtistCodeRoute': './src/Routes/ArtistCode/ArtistCodeRoute.tsx',
  './DeleteAccountRequestRoute': './src/Routes/DeleteAccountRequest/DeleteAccountRequestRoute.tsx',
  './PrivacyPolicyRoute': './src/Routes/PrivacyPolicy/PrivacyPolicyRoute.tsx',
  './TermsRoute': './src/Routes/Terms/TermsRoute.tsx',
};

export default remoteConfig({ root: dirname(fileURLToPath(import.meta.url)), name: 'identity', port: 3001, exposes });
