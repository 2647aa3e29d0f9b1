import { lazy, Suspense, useRef, useState } from "react";
import { buttonVariants } from "../../components/ui/button";
import type { FilterPanelProps } from "./filter-panel-dialog";

// The filter panel's button. The panel (Radix's dialog, the editors, the metric search) loads
// when it first opens, not with the page (decision 041); then it stays mounted.
const loadDialog = () => import("./filter-panel-dialog");
const FilterPanelDialog = lazy(loadDialog);

export function FilterPanel(props: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const count = props.screen.filters.length;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        className={buttonVariants()}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Filters{count > 0 ? ` (${count})` : ""}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <FilterPanelDialog {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
