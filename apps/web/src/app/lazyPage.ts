import { createElement, isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A page module's import; pages are function components. */
type Loader<P> = () => Promise<{ default: (props: P) => ReactNode }>;

/** A lazily loaded page whose code can be loaded ahead of its first render. */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy plus `preload()`. A page whose code has already loaded renders at once instead of
 * suspending: at start-up a suspending page first shows its Suspense fallback, and React then holds
 * the page back until 300 ms after the fallback appeared (its fallback throttle), a delay on every
 * first paint. main.tsx preloads the current address's pages before the first render.
 */
export function lazyPage<P extends object>(load: Loader<P>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(loadAndKeep);
  function Page(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload: () => loadAndKeep().then(() => undefined) });
}

/** Preloads the lazy pages among `elements`; a page that fails to load is left to its own render. */
export function preloadPages(elements: ReactNode[]): Promise<unknown> {
  return Promise.allSettled(
    elements.map((element) => {
      const preload = isValidElement(element) ? (element.type as Partial<LazyPage<unknown>>).preload : undefined;
      return typeof preload === 'function' ? preload() : undefined;
    }),
  );
}
