// `node --import @art/frontend-build/inert-css`: a component's `import './X.css'` does nothing
// under node:test. The bundler puts the sheet on the page; react-dom/server renders markup only,
// and node would refuse the .css extension.
import { register } from 'node:module';

register('./inert-css-hooks.mjs', import.meta.url);
