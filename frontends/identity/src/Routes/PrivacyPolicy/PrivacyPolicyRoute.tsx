import { LegalDocument } from '../../Components/LegalDocument.js';

export function PrivacyPolicyRoute() {
  return <LegalDocument document="privacy" />;
}
