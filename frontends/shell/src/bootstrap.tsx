import './startup/effectTiming.js';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { preloadPageRemote } from './federation/remoteModules.js';
import { setupI18n } from './i18n/setupI18n.js';
import { createQueryClient } from './startup/queryClient.js';
import { seedStartupQueries } from './startup/seedStartupQueries.js';
import { startupRequests } from './startup/startupRequests.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

const queryClient = createQueryClient();
seedStartupQueries(queryClient, startupRequests());
// The page's remote downloads while i18n starts and React renders the frame.
preloadPageRemote(window.location.pathname).catch(() => undefined);

setupI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
});
