// '@art/ui/standalone': the page a remote shows when opened on its own (its dev server), not part
// of the package root that the shell shares with every remote.
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { addTranslations, SUPPORTED_LANGUAGES, uiResources } from '../i18n.js';
import { areaRoutes } from '../routes/index.js';
import { type StandaloneModuleLoader, StandalonePage } from './StandalonePage.js';

export type { StandaloneModuleLoader };

declare const __webpack_public_path__: string;

/**
 * Starts the standalone page of an area in #root (language from ?lng=, English by default), with
 * the pages of its route manifest; `load` imports an exposed module by its source file.
 */
export async function startStandalone({
  manifest,
  load,
}: {
  /** routes.manifest.json as imported (its routes are checked here, as the shell checks them). */
  manifest: { area: string; exposes: Record<string, string>; routes: readonly unknown[] };
  load: StandaloneModuleLoader;
}): Promise<void> {
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
      <StandalonePage
        area={manifest.area}
        routes={areaRoutes(manifest.area, manifest.routes, console.error)}
        exposes={manifest.exposes}
        load={load}
        basename={__webpack_public_path__.replace(/\/$/, '')}
      />
    </StrictMode>,
  );
}
