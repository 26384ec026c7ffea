import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useState,
} from 'react';

/** Loads another area's exposed component by id ('social/StudiosToFollowRow'); null when unavailable. */
export type AreaModuleLoader = (id: string) => Promise<ComponentType<Record<string, unknown>> | null>;

/** The host (the shell) provides the loader; without it (a remote's standalone page) slots stay empty. */
export const AreaSlotContext = createContext<AreaModuleLoader | null>(null);

class SlotBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('an area slot failed to render', error);
  }
  render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

/**
 * Places another area's component inside this area's screen without importing its code: the
 * module is loaded when the slot first renders, and nothing shows while it loads, when it cannot
 * be loaded or when it throws, so a failing area never breaks the host page.
 */
export function AreaSlot({ module, props = {} }: { module: string; props?: Record<string, unknown> }) {
  const load = useContext(AreaSlotContext);
  const [Loaded, setLoaded] = useState<ComponentType<Record<string, unknown>> | null>(null);
  useEffect(() => {
    if (!load) return;
    let isCurrent = true;
    load(module)
      .then((component) => {
        if (isCurrent) setLoaded(() => component);
      })
      .catch((error) => console.warn(`area module ${module} is unavailable`, error));
    return () => {
      isCurrent = false;
    };
  }, [load, module]);
  if (!Loaded) return null;
  // The slot's component may wait for its texts in the reader's language (it suspends): the slot
  // stays empty meanwhile, rather than the host page's boundary or, on Preact, SlotBoundary taking
  // the wait for a crash and hiding the slot for good.
  return (
    <SlotBoundary>
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    </SlotBoundary>
  );
}
