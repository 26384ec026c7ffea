import { LegalDocument } from '../../Components/legal/LegalDocument.js';

export function TermsRoute() {
  return <LegalDocument document="terms" />;
}
