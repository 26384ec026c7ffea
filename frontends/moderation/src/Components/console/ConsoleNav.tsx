import { Link, useLocation } from 'wouter';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { CONSOLE_SECTIONS } from '../../lib/sections.js';
import './ConsoleNav.css';

/** The console's sections, one link each; the current one is marked for screen readers and by its look. */
export function ConsoleNav() {
  const { t } = useModerationTranslation();
  const [location] = useLocation();
  return (
    <nav className="mod-nav" aria-label={t('nav.label')}>
      <ul className="mod-nav__list">
        {CONSOLE_SECTIONS.map((section) => {
          const isCurrent = location === section.path;
          return (
            <li key={section.id}>
              <Link
                to={section.path}
                className={isCurrent ? 'mod-nav__link mod-nav__link--current' : 'mod-nav__link'}
                aria-current={isCurrent ? 'page' : undefined}
                data-testid={`mod-nav-${section.id}`}
              >
                {t(section.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
