import { lazy } from "react";
import { buttonVariants } from "../../components/ui/button";
import { useDialogUntilUsed } from "../../components/ui/until-used";
import type { FilterPanelProps } from "./filter-panel-dialog";

// The filter panel's button. The panel (Radix's dialog, the editors, the metric search) loads
// when it first opens, not with the page (decision 041); then it stays mounted.
const loadDialog = () => import("./filter-panel-dialog");
const FilterPanelDialog = lazy(loadDialog);

export function FilterPanel(props: FilterPanelProps) {
  const { button, dialog } = useDialogUntilUsed(loadDialog);
  const count = props.screen.filters.length;
  return (
    <>
      <button {...button} className={buttonVariants()}>
        Filters{count > 0 ? ` (${count})` : ""}
      </button>
      {dialog((state) => (
        <FilterPanelDialog {...props} {...state} />
      ))}
    </>
  );
}
