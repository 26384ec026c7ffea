import { startStandalone } from '@art/ui/standalone';
import { identityRoutes } from './routes.js';

startStandalone({ area: 'Identity', routes: identityRoutes });
