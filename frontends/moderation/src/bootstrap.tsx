import { startStandalone } from '@art/ui/standalone';
import manifest from './routes.manifest.json' with { type: 'json' };

// Exposed modules live under src/Routes/ (the manifest names them by file, from the remote's folder).
startStandalone({ manifest, load: (file) => import(`./Routes/${file.replace(/^\.\/src\/Routes\//, '')}`) });
