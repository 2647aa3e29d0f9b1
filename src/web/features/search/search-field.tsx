import { useId, useRef, useState } from "react";
import type { SearchCombobox } from "./search-combobox";
import { SEARCH_MAX_LENGTH } from "../../../domain/search/limits";
import { SearchIcon } from "../../components/ui/icons";
import { cleanCookies, withCookieRetry } from "../../lib/cookie-hygiene";
import { COMPANY_SEARCH_TEXTS } from "./search-texts";
import { useFocusOnShortcut } from "./search-shortcut";
import {
  SEARCH_ICON_CLASS,
  SEARCH_INPUT_CLASS,
  searchPopupClass,
  type SearchFieldProps,
  type SearchHandoff,
} from "./search-field-parts";

// The 'Search Stocks' field as a page first shows it (header, home page, 404 page): the
// combobox of search-combobox.tsx as it is before anything is typed, a field and its closed
// popup, without the combobox's code (its keyboard, searches, results and their Watch cells:
// decision 041). Pointing at the field fetches that code; focusing it (a click, Tab, "/")
// fetches it too and, once it is in, the combobox takes the field's place with what was typed,
// the focus and the caret.

export type { SearchFieldProps } from "./search-field-parts";

type Combobox = typeof SearchCombobox;

const loadCombobox = () => import("./search-combobox");

export function SearchField(props: SearchFieldProps) {
  const { className = "", autoFocus, inline = false, shortcut = false } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const [Combobox, setCombobox] = useState<Combobox | null>(null);
  const used = useRef(false);

  const use = () => {
    if (used.current) return;
    used.current = true;
    // Oversized cookies make the server refuse the code as they would a search: removed, it is
    // fetched once more.
    void withCookieRetry(loadCombobox, cleanCookies).then(
      (code) => setCombobox(() => code.SearchCombobox),
      () => {
        // Without the combobox's code the field stays a plain field; the next focus tries again.
        used.current = false;
      },
    );
  };

  useFocusOnShortcut(shortcut && Combobox === null, input, focusBefore);

  if (Combobox) {
    const handoff = (): SearchHandoff => {
      const field = input.current;
      return {
        term: field?.value ?? "",
        focused: field !== null && document.activeElement === field,
        selection: [field?.selectionStart ?? 0, field?.selectionEnd ?? 0],
        focusBefore: focusBefore.current,
      };
    };
    return <Combobox {...props} handoff={handoff} />;
  }

  return (
    <form role="search" className={`relative ${className}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}input`} className="sr-only">
        Search Stocks
      </label>
      <div className="relative">
        <SearchIcon className={SEARCH_ICON_CLASS} />
        <input
          ref={input}
          id={`${id}input`}
          aria-keyshortcuts={shortcut ? "/" : undefined}
          type="search"
          name="q"
          role="combobox"
          aria-haspopup="grid"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={`${id}list`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={COMPANY_SEARCH_TEXTS.placeholder}
          defaultValue=""
          onPointerEnter={() => void loadCombobox().catch(() => undefined)}
          onFocus={use}
          onBlur={() => {
            focusBefore.current = null;
          }}
          className={SEARCH_INPUT_CLASS}
        />
      </div>
      <div hidden className={searchPopupClass(inline)}>
        <p role="status" className="sr-only" />
        <div id={`${id}list`} role="grid" aria-label="Companies" hidden />
      </div>
    </form>
  );
}
