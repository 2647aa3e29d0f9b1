import { useId } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { type Theme, THEMES, useTheme } from "../../lib/theme";

const LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

/**
 * The one theme switch: three native radio buttons in a labelled group, so arrow keys move the
 * choice and screen readers announce "Theme, radio group, System, selected". It needs scripts
 * to remember a choice; until they run the group is disabled and the page follows the system.
 */
export function ThemeSwitch() {
  const { theme, choose } = useTheme();
  const hydrated = useHydrated();
  const name = useId();
  return (
    <fieldset disabled={!hydrated} className="flex items-center gap-2">
      <legend className="sr-only">Theme</legend>
      <span aria-hidden="true" className="text-slate-600">
        Theme
      </span>
      <div className="inline-flex rounded-md border border-slate-300 p-0.5">
        {THEMES.map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded px-2 py-1 text-slate-700 has-[:checked]:bg-slate-200 has-[:checked]:text-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={theme === value}
              onChange={() => choose(value)}
              className="sr-only"
            />
            {LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
