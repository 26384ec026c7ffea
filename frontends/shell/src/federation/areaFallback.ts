// Dependency-free on purpose: the runtime plugin runs before shared modules (react, @art/ui) can load,
// so it reads the fallback component from here, set by the app once React is up.

type FallbackFactory = (area: string) => unknown;

let factory: FallbackFactory | null = null;

export function setAreaFallback(next: FallbackFactory): void {
  factory = next;
}

export function areaFallbackFor(area: string): unknown {
  return factory ? factory(area) : null;
}
