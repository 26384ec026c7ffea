import { startStandalone } from '@art/ui/standalone';
import { socialRoutes } from './routes.js';

startStandalone({ area: 'Social', routes: socialRoutes });
