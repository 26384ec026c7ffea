import { usePageTitle } from '@art/ui';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../../legalTranslations.js';
import '../identity.css';
import './LegalDocument.css';

type LegalDocumentProps = { document: 'privacy' | 'terms' };

type Section = { heading: string; body: string };

export function LegalDocument({ document }: LegalDocumentProps) {
  const { t } = useIdentityTranslation();
  usePageTitle(t(`legal.${document}.title`));
  const sections = t(`legal.${document}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="identity-page identity-legal" data-testid={`legal-${document}`}>
      <h1>{t(`legal.${document}.title`)}</h1>
      <p className="identity-muted">{t('legal.updated')}</p>
      <p>{t(`legal.${document}.intro`)}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
    </article>
  );
}
