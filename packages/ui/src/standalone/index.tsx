// '@art/ui/standalone': the page a remote shows when opened on its own (its dev server), not part
// of the package root that the shell shares with every remote.
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { addTranslations, SUPPORTED_LANGUAGES, uiResources } from '../i18n.js';
import { StandalonePage, type StandaloneRoute } from './StandalonePage.js';

export type { StandaloneRoute };

declare const __webpack_public_path__: string;

/** Starts the standalone page of an area in #root (language from ?lng=, English by default). */
export async function startStandalone({ area, routes }: { area: string; routes: StandaloneRoute[] }): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const language = new URLSearchParams(window.location.search).get('lng') ?? 'en';
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
  });
  addTranslations(i18next, 'ui', uiResources);
  createRoot(container).render(
    <StrictMode>
      <StandalonePage area={area} routes={routes} basename={__webpack_public_path__.replace(/\/$/, '')} />
    </StrictMode>,
  );
}
