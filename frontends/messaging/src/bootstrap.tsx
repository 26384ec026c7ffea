import { startStandalone } from '@art/ui/standalone';
import { messagingRoutes } from './routes.js';

startStandalone({ area: 'Messaging', routes: messagingRoutes });
