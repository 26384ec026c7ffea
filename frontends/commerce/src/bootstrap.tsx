import { startStandalone } from '@art/ui/standalone';
import { commerceRoutes } from './routes.js';

startStandalone({ area: 'Commerce', routes: commerceRoutes });
