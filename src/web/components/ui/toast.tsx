import { Toast as Primitive } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";

// Short-lived messages about something that just happened (spec 8: sign-out and checkout
// failures are "shown as an error toast"). Radix announces them politely (errors assertively),
// F8 moves focus to the toast region, and swiping or Escape dismisses one.

export type ToastTone = "info" | "error";

interface ToastItem {
  id: number;
  title: string;
  tone: ToastTone;
}

type Show = (title: string, tone?: ToastTone) => void;

const ToastContext = createContext<Show>(() => undefined);

/** Shows a toast; outside a ToasterProvider it does nothing. */
export function useToast(): Show {
  return useContext(ToastContext);
}

export function ToasterProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<Show>((title, tone = "info") => {
    setToasts((list) => [...list, { id: Date.now() + Math.random(), title, tone }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Primitive.Provider duration={8000}>
        {children}
        {toasts.map((t) => (
          <Primitive.Root
            key={t.id}
            type={t.tone === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) setToasts((list) => list.filter((x) => x.id !== t.id));
            }}
            className={cn(
              "flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm shadow-lg",
              t.tone === "error"
                ? "border-red-200 bg-red-50 text-red-900"
                : "border-slate-200 bg-surface text-slate-900",
            )}
          >
            <Primitive.Title>{t.title}</Primitive.Title>
            <Primitive.Close aria-label="Dismiss" className="rounded px-1 text-slate-600 hover:bg-slate-100">
              ×
            </Primitive.Close>
          </Primitive.Root>
        ))}
        <Primitive.Viewport className="fixed bottom-4 right-4 z-50 flex w-[min(92vw,380px)] flex-col gap-2 outline-none" />
      </Primitive.Provider>
    </ToastContext.Provider>
  );
}
