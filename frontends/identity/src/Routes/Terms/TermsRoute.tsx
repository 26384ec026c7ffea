import { LegalDocument } from '../../Components/LegalDocument.js';

export function TermsRoute() {
  return <LegalDocument document="terms" />;
}
