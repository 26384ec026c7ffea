export * from './block-projection.js';
export * from './user-projection.js';
