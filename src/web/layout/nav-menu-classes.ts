// The header menus' looks, shared by their buttons (nav-dropdown.tsx, account-menu.tsx) and the
// Radix menus that replace them once used (nav-menus.tsx).

export const navTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 data-[state=open]:bg-slate-100";

export const menuContentClass = "z-50 min-w-52 rounded-lg border border-slate-200 bg-surface p-1 shadow-lg";
export const menuItemClass =
  "block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-900";
