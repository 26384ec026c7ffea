export * from './lists.js';
export * from './read-states.js';
export * from './removals.js';
export * from './storing.js';
