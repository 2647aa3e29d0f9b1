import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from "react";

// Short-lived messages about something that just happened (spec 8: sign-out and checkout
// failures are "shown as an error toast"). The region that shows them (Radix's toast,
// toast-region.tsx) loads with the first toast, not with every page (decision 041).

export type ToastTone = "info" | "error";

export interface ToastItem {
  id: number;
  title: string;
  tone: ToastTone;
}

type Show = (title: string, tone?: ToastTone) => void;

const ToastContext = createContext<Show>(() => undefined);

const ToastRegion = lazy(() => import("./toast-region"));

/** Shows a toast; outside a ToasterProvider it does nothing. */
export function useToast(): Show {
  return useContext(ToastContext);
}

export function ToasterProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback<Show>((title, tone = "info") => {
    setLoaded(true);
    setToasts((list) => [...list, { id: Date.now() + Math.random(), title, tone }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
