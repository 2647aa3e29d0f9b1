import { Toast as Primitive } from "radix-ui";
import { cn } from "../../lib/cn";
import type { ToastItem } from "./toast";

// The toasts themselves, with Radix's toast (announced politely, errors assertively; F8 moves
// focus to the region; swiping or Escape dismisses one). Loaded by toast.tsx with the first toast
// (decision 041).

export default function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <Primitive.Provider duration={8000}>
      {toasts.map((t) => (
        <Primitive.Root
          key={t.id}
          type={t.tone === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onDismiss(t.id);
          }}
          className={cn(
            "flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm shadow-lg",
            t.tone === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-surface text-slate-900",
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
  );
}
