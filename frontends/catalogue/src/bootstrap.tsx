import { addTranslations, SUPPORTED_LANGUAGES, uiResources } from '@art/ui';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { Standalone } from './Standalone.js';

declare const __webpack_public_path__: string;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
const root = container;

const language = new URLSearchParams(window.location.search).get('lng') ?? 'en';
i18next
  .use(initReactI18next)
  .init({
    lng: language,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
  })
  .then(() => {
    addTranslations(i18next, 'ui', uiResources);
    createRoot(root).render(
      <StrictMode>
        <Standalone basename={__webpack_public_path__.replace(/\/$/, '')} />
      </StrictMode>,
    );
  });
