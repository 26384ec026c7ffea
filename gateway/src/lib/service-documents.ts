import type { ServiceName, ServiceUrls } from '../route-table.js';
import { mergeOpenApi, type OpenApiDocument, type ServiceDocument } from './openapi-merge.js';

export interface ServiceDocumentsOptions {
  gateway: OpenApiDocument;
  services: ServiceName[];
  serviceUrls: ServiceUrls;
  refreshMs: number;
  timeoutMs?: number;
  onClash?: (clashes: string[]) => void;
}

/**
 * The merged OpenAPI document, kept for `refreshMs` and rebuilt on the first request after that.
 * A service that does not answer keeps its last good document, so a restart of one service does
 * not make its routes vanish from the docs; concurrent requests share one refresh.
 */
export function serviceDocuments(options: ServiceDocumentsOptions) {
  const lastGood = new Map<ServiceName, OpenApiDocument>();
  let merged: OpenApiDocument | undefined;
  let builtAt = 0;
  let refreshing: Promise<OpenApiDocument> | undefined;

  async function fetchDocument(service: ServiceName): Promise<ServiceDocument> {
    try {
      const response = await fetch(`${options.serviceUrls[service]}/openapi.json`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const document = (await response.json()) as OpenApiDocument;
      lastGood.set(service, document);
    } catch {
      // Keep what we had: the docs are informational, never a reason to fail.
    }
    return { service, document: lastGood.get(service) };
  }

  async function rebuild() {
    const documents = await Promise.all(options.services.map(fetchDocument));
    const { document, clashes } = mergeOpenApi(options.gateway, documents);
    if (clashes.length > 0) options.onClash?.(clashes);
    merged = document;
    // A document with a missing service is retried at the next request, not a minute later.
    builtAt = documents.every((entry) => entry.document) ? Date.now() : 0;
    return document;
  }

  return {
    async current(): Promise<OpenApiDocument> {
      if (merged && Date.now() - builtAt < options.refreshMs) return merged;
      refreshing ??= rebuild().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}
