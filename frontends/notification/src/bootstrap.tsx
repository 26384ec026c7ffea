import { startStandalone } from '@art/ui/standalone';
import { notificationRoutes } from './routes.js';

startStandalone({ area: 'Notification', routes: notificationRoutes });
