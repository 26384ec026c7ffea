import type { ReactNode } from 'react';
import './AuthCard.css';
import '../identity.css';

type AuthCardProps = { title: string; intro?: string; children: ReactNode; testId?: string };

/** The centred card every sign-in page sits in. */
export function AuthCard({ title, intro, children, testId }: AuthCardProps) {
  return (
    <section className="identity-card" data-testid={testId}>
      <h1 className="identity-card__title">{title}</h1>
      {intro && <p className="identity-muted">{intro}</p>}
      {children}
    </section>
  );
}
