// Async boundary for the standalone page; the shell never loads this entry, only remoteEntry.js.
import('./bootstrap.js');
