import { lazy, useState } from "react";
import type { ScreenerCatalogue } from "../../../domain/screener/contract";
import { buttonVariants } from "../../components/ui/button";
import { useDialogUntilUsed } from "../../components/ui/until-used";
import type { FilterPanelProps } from "./filter-panel-dialog";

// The filter panel's button. The panel (Radix's dialog, the editors, the metric search) loads
// when it first opens, not with the page (decision 041), and so does the catalogue of filters it
// offers (use-catalogue.ts); then it stays mounted.
const loadDialog = () => import("./filter-panel-dialog");
const FilterPanelDialog = lazy(loadDialog);

type Load = () => Promise<ScreenerCatalogue>;

export function FilterPanel({
  loadCatalogue,
  ...props
}: Omit<FilterPanelProps, "catalogue"> & { loadCatalogue: Load }) {
  const [catalogue, setCatalogue] = useState<{ load: Load; value: ScreenerCatalogue } | null>(null);
  // A failed read leaves the panel closed; the next click asks again.
  const readCatalogue = () =>
    void loadCatalogue().then(
      (value) => setCatalogue({ load: loadCatalogue, value }),
      () => undefined,
    );
  const { button, dialog } = useDialogUntilUsed(() => {
    void loadDialog();
    readCatalogue();
  });
  // Another kind of visitor since it was read (a sign-in): the panel waits for theirs.
  const current = catalogue?.load === loadCatalogue ? catalogue.value : null;
  const count = props.screen.filters.length;
  return (
    <>
      <button
        {...button}
        onClick={() => {
          readCatalogue();
          button.onClick();
        }}
        className={buttonVariants()}
      >
        Filters{count > 0 ? ` (${count})` : ""}
      </button>
      {dialog((state) => (current ? <FilterPanelDialog {...props} catalogue={current} {...state} /> : null))}
    </>
  );
}
