import { LegalDocument } from '../../Components/legal/LegalDocument.js';

export function PrivacyPolicyRoute() {
  return <LegalDocument document="privacy" />;
}
