import { useEffect, useRef, useState, type ComponentType, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { encodeScreen } from "../../../domain/screener/query-string";
import type { ScreenerCatalogue, ScreenerColumnView } from "../../../domain/screener/contract";
import type { Screen } from "../../../domain/screener/screen";
import { buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useServerDrawn } from "../../lib/server-drawn";
import type { ColumnChooserFormProps } from "./column-chooser-form";
import { CATALOGUE_FOR_SERVER } from "./first-view-catalogue";
import { withColumns } from "./screen-url";

// The column chooser: a disclosure holding one GET form (column-chooser-form.tsx) that chooses
// the screen's `c` parameter, so the columns are an address like the rest of the screen.
//
// The server writes the form (it works without JavaScript). The browser keeps that form as it is,
// not hydrated, and loads its live twin only when the panel first opens: some 375 elements (of
// about 1,200 on the screener, 1,700 on a sector page) that React would otherwise walk and commit
// as the page starts, and their code, on every screener page, for a panel most visitors never
// open (decision 041). Until the live form has loaded, the server's form still works as a plain
// GET form. The server draws it from the catalogue its loader kept for the render; the live form
// reads the catalogue when first opened (use-catalogue.ts), so the page's data goes without it.

interface Props {
  /** Reads the whole catalogue (every column a screen may show), when the panel first opens. */
  loadCatalogue: () => Promise<ScreenerCatalogue>;
  screen: Screen;
  /** The columns shown now (the chosen ones, or the tab's). */
  columns: readonly ScreenerColumnView[];
  /** The address of a query string on this page. */
  href: (query: string) => string;
}

const loadForm = () => import("./column-chooser-form");
// The server writes the form at once; in the browser's build this is null and the bundler leaves
// the form's code out of the page (a static import would put it back).
const ServerForm = import.meta.env.SSR ? (await loadForm()).ColumnChooserForm : null;

const formClass =
  "absolute left-0 z-30 mt-2 max-h-[70vh] w-[calc(100vw-2rem)] overflow-y-auto rounded-md border border-slate-200 bg-surface p-3 shadow-lg sm:w-96";

export function ColumnChooser({ loadCatalogue, screen, columns, href }: Props) {
  const root = useRef<HTMLDetailsElement>(null);
  const serverCatalogue = useServerDrawn<ScreenerCatalogue>(CATALOGUE_FOR_SERVER, null);
  const [live, setLive] = useState<{
    Form: ComponentType<ColumnChooserFormProps>;
    catalogue: ScreenerCatalogue;
  } | null>(null);

  // The screen's other parameters, for the form that works without JavaScript.
  const { columns: _, ...rest } = screen;
  const [action, carried = ""] = href(encodeScreen(rest)).split("?") as [string, string?];
  const hidden = [...new URLSearchParams(carried)] as [string, string][];
  const navigate = useNavigate();
  // A failed read of the catalogue leaves the server's form in place; the next opening asks again.
  const goLive = () =>
    Promise.all([loadForm(), loadCatalogue()]).then(
      ([m, catalogue]) => setLive({ Form: m.ColumnChooserForm, catalogue }),
      () => undefined,
    );
  // A button of the server's form pressed before its live twin has loaded: the navigation the live
  // form would make, once it has loaded, so that the open panel shows the new columns.
  const submitEarly = (event: FormEvent<HTMLFormElement>) => {
    const pressed = (event.nativeEvent as SubmitEvent).submitter;
    if (!(pressed instanceof HTMLButtonElement) || pressed.name !== "c") return;
    event.preventDefault();
    const next = pressed.value.split(",");
    void goLive().then(() => navigate(href(withColumns(screen, next)), { preventScrollReset: true }));
  };

  // Opened before the page hydrated: the form goes live at once.
  useEffect(() => {
    if (root.current?.open) void goLive();
    // Once, as the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const formProps = { screen, columns, href, action, hidden, className: formClass };
  const drawn = ServerForm && serverCatalogue ? { Form: ServerForm, catalogue: serverCatalogue } : live;
  return (
    <details
      ref={root}
      className="relative"
      data-testid="column-chooser"
      onToggle={(e) => {
        if (e.currentTarget.open) void goLive();
      }}
    >
      <summary
        className={cn(buttonVariants({ variant: "secondary" }), "cursor-pointer list-none")}
        onClick={() => void goLive()}
        onPointerEnter={() => void loadForm()}
      >
        Columns{screen.columns ? ` (${columns.length})` : ""}
      </summary>
      {drawn ? (
        <drawn.Form key="live" {...formProps} catalogue={drawn.catalogue} />
      ) : (
        // Not hydrated: React leaves an element with inner HTML of its own as the server wrote it.
        <form
          key="server"
          method="get"
          action={action}
          className={formClass}
          onSubmit={submitEarly}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: "" }}
        />
      )}
    </details>
  );
}
