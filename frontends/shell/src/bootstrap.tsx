import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { setupI18n } from './i18n/setupI18n.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

setupI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
