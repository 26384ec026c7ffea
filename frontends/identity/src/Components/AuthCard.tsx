import type { ReactNode } from 'react';
import { IdentityStyles } from './IdentityStyles.js';

type AuthCardProps = { title: string; intro?: string; children: ReactNode; testId?: string };

/** The centred card every sign-in page sits in. */
export function AuthCard({ title, intro, children, testId }: AuthCardProps) {
  return (
    <section className="identity-card" data-testid={testId}>
      <IdentityStyles />
      <h1 className="identity-card__title">{title}</h1>
      {intro && <p className="identity-muted">{intro}</p>}
      {children}
    </section>
  );
}
