import { lazy, Suspense, use, type ComponentType, type ReactNode } from "react";

// Parts of a page the server renders in full but whose code the browser loads after the page's
// own (decision 041: charts load when needed). In the browser the part is a lazy component in a
// Suspense boundary: hydration keeps the server's HTML for it as it is until its code arrives,
// then hydrates it; a page reached by a link shows `fallback` while the code loads. On the
// server the same code is loaded when the module is, and rendered in place: the server entry
// waits for every such part (`laterPartsLoaded`) before its first render, so the HTML always
// holds the part itself, never a fallback streamed ahead of it.

let loaded: Promise<unknown> = Promise.resolve();

/** Settles once the code of every part made so far is loaded (the server before rendering, the browser before hydrating). */
export function laterPartsLoaded(): Promise<unknown> {
  return loaded;
}

/** A component the server renders and the browser loads after the page's code. */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let Part: ComponentType<P>;
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | null = null;
    const ready = load().then((component) => {
      Loaded = component;
    });
    loaded = Promise.all([loaded, ready]);
    Part = function OnServer(props: P) {
      if (Loaded === null) use(ready);
      const Component = Loaded!;
      return <Component {...props} />;
    };
  } else {
    // Asked for at once: the modules of the page being opened are evaluated before it hydrates,
    // and the page hydrates once these parts' code is here (entry.client.tsx). Hydrating before
    // it arrived, an update above the part (any state set as the page starts) made React drop
    // the server's HTML for the fallback and put the part back when its code came: the page
    // jumped twice (Lighthouse: layout shift 0.2 on the screener, 0.7 on a company page).
    const ready = load();
    loaded = Promise.all([loaded, ready]);
    Part = lazy(() => ready.then((component) => ({ default: component })));
  }
  return function Later(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
