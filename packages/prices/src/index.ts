export { formatCount, formatNpr } from './npr.js';
