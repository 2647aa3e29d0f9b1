import { Tooltip as Primitive } from "radix-ui";
import type { ReactNode } from "react";

// A short hint on hover and keyboard focus (Radix: shown on focus, Escape hides it, the trigger is
// described by it). Never the only place a piece of information lives.

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Primitive.Provider delayDuration={300}>
      <Primitive.Root>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content
            sideOffset={4}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs text-slate-50 shadow-lg"
          >
            {content}
            <Primitive.Arrow className="fill-slate-900" />
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
