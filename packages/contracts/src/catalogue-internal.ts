import { type Static, Type } from 'typebox';

/**
 * Catalogue's stock calls, made by commerce with the internal token while a buyer waits for the
 * order (the gateway does not route /internal). A reservation is keyed by order: asking again for
 * the same order answers the same outcome and takes nothing twice. Releases come as
 * `commerce.order.cancelled` events, so none is lost when catalogue is down.
 */
export const catalogueInternalPaths = {
  reserveStock: '/internal/stock/reservations',
};

export const StockReservationRequest = Type.Object({
  orderId: Type.String({ minLength: 1, maxLength: 64 }),
  buyerId: Type.String({ minLength: 1 }),
  artworkIds: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 50, uniqueItems: true }),
});
export type StockReservationRequest = Static<typeof StockReservationRequest>;

/**
 * `reserved`: every artwork was taken, one piece each, in one transaction. `refused`: nothing was
 * taken; `unavailable` names the artworks that are sold out, not for sale, deleted or the buyer's own.
 */
export const StockReservationResult = Type.Union([
  Type.Object({ status: Type.Literal('reserved'), orderId: Type.String() }),
  Type.Object({
    status: Type.Literal('refused'),
    orderId: Type.String(),
    unavailable: Type.Array(Type.Object({ artworkId: Type.String(), reason: Type.String() })),
  }),
]);
export type StockReservationResult = Static<typeof StockReservationResult>;
