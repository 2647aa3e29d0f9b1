import { buttonVariants } from "../../components/ui/button";
import { Dialog } from "radix-ui";
import { useId, useState, type RefObject } from "react";
import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { compactSavedBody, SAVE_REFUSED_MESSAGE } from "../../../domain/screener/saved";
import type { Screen } from "../../../domain/screener/screen";
import { encodeFilterValue } from "../../../domain/screener/query-string";
import { createSavedScreener } from "./api/saved-screeners";

// Saving the current screen (signed-in users): name and description, with the screen's
// filters, tab and sort, and the member's list it runs over (u), if any. A body with nothing in
// it is refused here with 'Bad Request' before any call, as the server would. Loaded by save-screen.tsx when first opened (decision 041).

export default function SaveScreenDialog({
  screen,
  open,
  onOpenChange,
  trigger,
}: {
  screen: Screen;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const nameId = useId();
  const descriptionId = useId();

  const save = async () => {
    const f: Record<string, string> = {};
    for (const filter of screen.filters) f[filter.key] = encodeFilterValue(filter.value);
    // Over a member's own list (u in the address), the screen's company filter is the list's
    // companies of today: the list itself is saved instead, unless the address chose companies.
    const address = new URLSearchParams(window.location.search);
    const universe = address.get("u") ?? undefined;
    if (universe) {
      const chosen = address.get("f[cid]");
      if (chosen) f.cid = chosen;
      else delete f.cid;
    }
    const body = compactSavedBody({
      name,
      description,
      f,
      t: screen.tab === 1 ? undefined : screen.tab,
      s: screen.sort?.column,
      sd: screen.sort?.direction,
      u: universe,
    });
    if (!body) {
      setMessage({ ok: false, text: SAVE_REFUSED_MESSAGE });
      return;
    }
    try {
      await createSavedScreener(body);
      setMessage({ ok: true, text: "Saved." });
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof Error ? error.message : SAVE_REFUSED_MESSAGE,
      });
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        setMessage(null);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[92vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 shadow-xl sm:w-[404px]"
          aria-describedby={undefined}
          // The button that opens it is outside Radix (save-screen.tsx): focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-semibold">Save this screen</Dialog.Title>
          <form
            className="mt-3 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <div>
              <label htmlFor={nameId} className="block text-sm font-medium">
                Name
              </label>
              <input
                id={nameId}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={200}
              />
            </div>
            <div>
              <label htmlFor={descriptionId} className="block text-sm font-medium">
                Description
              </label>
              <textarea
                id={descriptionId}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                maxLength={2000}
              />
            </div>
            {message ? (
              <p
                role="status"
                className={message.ok ? "text-sm text-emerald-800" : "text-sm text-red-700 dark:text-red-300"}
              >
                {message.text}{" "}
                {message.ok ? (
                  <Link to={paths.savedScreeners()} className="underline">
                    See your saved screeners
                  </Link>
                ) : null}
              </p>
            ) : null}
            <div className="flex gap-2">
              <button type="submit" className={buttonVariants()}>
                Save
              </button>
              <Dialog.Close className={buttonVariants({ variant: "secondary" })}>Close</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
