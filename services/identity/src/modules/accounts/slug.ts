// The slug rules are shared with the catalogue (artwork addresses); they live in the kit now.
export { firstFreeSlug, romanizeDevanagari, slugBase } from '@art/kit';
