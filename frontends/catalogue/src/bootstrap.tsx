import { startStandalone } from '@art/ui/standalone';
import { catalogueRoutes } from './routes.js';

startStandalone({ area: 'Catalogue', routes: catalogueRoutes });
