// The outbox and consumer helpers that sit beside outbox.ts, consumer.ts and bus.ts.
export * from './dead-letter-format.js';
export * from './dead-letters.js';
export * from './events-config.js';
export * from './outbox-maintenance.js';
