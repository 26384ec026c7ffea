import { startupRequests } from './startup/startupRequests.js';

// Health check, /remotes.json and the session check go out now, in parallel, while the async
// boundary below downloads React and the shared libraries (they used to wait for each other).
startupRequests();

// Async boundary: lets Module Federation negotiate the shared singletons before React loads.
import('./bootstrap.js');
