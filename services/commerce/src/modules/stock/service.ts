import { catalogueInternalPaths, type StockReservationRequest, StockReservationResult } from '@art/contracts';
import { INTERNAL_TOKEN_HEADER, traceHeaders } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Value } from 'typebox/value';

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockClient;
  }
}

export interface StockClientOptions {
  catalogueUrl: string;
  internalToken: string;
  timeoutMs: number;
}

/** Catalogue could not be asked (down, slow, an answer off contract): the outcome is unknown. */
export class StockUnknown extends Error {
  override name = 'StockUnknown';
}

/**
 * Catalogue owns stock, and only it can say whether the last piece is still there while the buyer
 * waits, so this is a synchronous call, bounded by a timeout. The same order asked again answers
 * the same outcome, which is what lets the reconciler settle an order whose answer was lost.
 */
export function stockClient(options: StockClientOptions) {
  const base = options.catalogueUrl.replace(/\/+$/, '');
  return {
    async reserve(request: StockReservationRequest): Promise<StockReservationResult> {
      let response: Response;
      try {
        response = await fetch(`${base}${catalogueInternalPaths.reserveStock}`, {
          method: 'POST',
          headers: {
            // The buyer's request and catalogue's reservation in one trace.
            ...traceHeaders(),
            [INTERNAL_TOKEN_HEADER]: options.internalToken,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new StockUnknown(`catalogue did not answer (${(error as Error).name}: ${(error as Error).message})`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new StockUnknown(`catalogue answered ${response.status}`);
      }
      const body: unknown = await response.json();
      if (!Value.Check(StockReservationResult, body)) throw new StockUnknown("catalogue's answer is off contract");
      return body;
    },
  };
}

export type StockClient = ReturnType<typeof stockClient>;

/** Catalogue's stock calls, configured once. */
export const stockPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'stock',
      stockClient({
        catalogueUrl: app.config.CATALOGUE_URL,
        internalToken: app.config.INTERNAL_TOKEN,
        timeoutMs: app.config.STOCK_TIMEOUT_MS,
      }),
    );
  },
  { name: 'stock' },
);
