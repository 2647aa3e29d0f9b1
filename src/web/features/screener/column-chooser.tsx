import { useEffect, useRef, useState, type ComponentType } from "react";
import { encodeScreen } from "../../../domain/screener/query-string";
import type { ScreenerCatalogue, ScreenerColumnView } from "../../../domain/screener/contract";
import type { Screen } from "../../../domain/screener/screen";
import { buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useServerDrawn } from "../../lib/server-drawn";
import type { ColumnChooserFormProps } from "./column-chooser-form";
import { CATALOGUE_FOR_SERVER } from "./first-view-catalogue";

// The column chooser: a disclosure holding one GET form (column-chooser-form.tsx) that chooses
// the screen's `c` parameter, so the columns are an address like the rest of the screen.
//
// The server writes the form for visitors without JavaScript, inside <noscript>: a browser that
// runs scripts reads it as text, so its some 375 elements (of about 1,200 on the screener, 1,700
// on a sector page) are neither built by the browser nor walked by React as the page starts. The
// live form, its code and the catalogue it offers (use-catalogue.ts) load when the panel first
// opens (decision 041), so the page's data goes without the catalogue too; the server draws its
// form from the copy its loader kept for the render.

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
  const [loading, setLoading] = useState<"no" | "yes" | "failed">("no");

  // The screen's other parameters, for the form that works without JavaScript.
  const { columns: _, ...rest } = screen;
  const [action, carried = ""] = href(encodeScreen(rest)).split("?") as [string, string?];
  const hidden = [...new URLSearchParams(carried)] as [string, string][];
  // A failed read says so in the panel; the next opening asks again.
  const goLive = () => {
    if (live) return;
    setLoading("yes");
    void Promise.all([loadForm(), loadCatalogue()]).then(
      ([m, catalogue]) => setLive({ Form: m.ColumnChooserForm, catalogue }),
      () => setLoading("failed"),
    );
  };

  // Opened before the page hydrated: the form goes live at once.
  useEffect(() => {
    if (root.current?.open) goLive();
    // Once, as the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const formProps = { screen, columns, href, action, hidden, className: formClass };
  return (
    <details
      ref={root}
      className="relative"
      data-testid="column-chooser"
      onToggle={(e) => {
        if (e.currentTarget.open) goLive();
      }}
    >
      <summary
        className={cn(buttonVariants({ variant: "secondary" }), "cursor-pointer list-none")}
        onClick={goLive}
        onPointerEnter={() => void loadForm()}
      >
        Columns{screen.columns ? ` (${columns.length})` : ""}
      </summary>
      {live ? (
        <live.Form key="live" {...formProps} catalogue={live.catalogue} />
      ) : ServerForm && serverCatalogue ? (
        <noscript key="server">
          <ServerForm {...formProps} catalogue={serverCatalogue} />
        </noscript>
      ) : (
        // Hydrated as the server wrote it; React never reads a <noscript>'s inside.
        <noscript key="server" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      )}
      {!live && loading !== "no" ? (
        <p className={formClass} role="status">
          {loading === "yes"
            ? "Loading the columns…"
            : "The columns could not be loaded. Close and open again to retry."}
        </p>
      ) : null}
    </details>
  );
}
