// Shared with the catalogue through the kit's slug rules.
export { romanizeDevanagari } from '@art/kit';
