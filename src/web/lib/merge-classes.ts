// Tailwind class lists merged the way tailwind-merge merges them, for the utilities this site
// uses: a later class wins over an earlier one that sets the same property (a caller's `px-2`
// over a button size's `px-3`), with the same variants. tailwind-merge knows every utility
// Tailwind has and weighs 8.8 KB gzipped on every page; this knows the families our components
// use. `merge-classes.test.ts` holds it to tailwind-merge's answer for every pair of classes in
// src/web, so a class of a family this does not know fails there, not on a page (decision 041).

/** A utility's value, by kind: a theme size or number, a length, or anything else (a colour). */
const NUMBER = /^-?\d+(\.\d+)?$/;
const TSHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const ARBITRARY = /^\[(.+)\]$/;
const LENGTH =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
// A shadow's arbitrary value begins with its x and y offsets.
const SHADOW = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;

const isLength = (v: string) => {
  const a = ARBITRARY.exec(v);
  return a ? a[1]!.startsWith("length:") || LENGTH.test(a[1]!) : false;
};
const isNumberish = (v: string) => NUMBER.test(v) || isLength(v);

const LINE_STYLES = /^(solid|dashed|dotted|double|none|hidden)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/;
const SIDES = /^(x|y|s|e|bs|be|t|r|b|l)$/;
const CORNERS = /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)$/;

/** Utilities that are one word (or a fixed phrase), by their group. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display:
    "block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  sr: "sr-only not-sr-only",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "font-style": "italic not-italic",
  "text-decoration": "underline overline line-through no-underline",
  "text-overflow": "truncate text-ellipsis text-clip",
  "fvn-normal": "normal-nums",
  "fvn-ordinal": "ordinal",
  "fvn-slashed-zero": "slashed-zero",
  "fvn-figure": "lining-nums oldstyle-nums",
  "fvn-spacing": "proportional-nums tabular-nums",
  "fvn-fraction": "diagonal-fractions stacked-fractions",
  "font-smoothing": "antialiased subpixel-antialiased",
  isolation: "isolate isolation-auto",
  container: "container",
  filter: "filter",
  transform: "transform",
  grow: "grow",
  shrink: "shrink",
  transition: "transition",
  "ring-w": "ring",
  "ring-w-inset": "ring-inset",
  "outline-w": "outline",
  "border-w": "border",
  rounded: "rounded",
  shadow: "shadow",
  "border-collapse": "border-collapse border-separate",
}))
  for (const word of words.split(" ")) KEYWORDS[word] = group;

/** Families whose group is the prefix itself, for a value on Tailwind's scales (spacing, sizes, positions...). */
const SIZED = new Set(
  (
    "p px py ps pe pbs pbe pt pr pb pl m mx my ms me mbs mbe mt mr mb ml gap gap-x gap-y space-x space-y " +
    "w h min-w min-h max-w max-h size inset inset-x inset-y start end top right bottom left z order " +
    "translate-x translate-y scroll-m scroll-mx scroll-my scroll-mt scroll-mr scroll-mb scroll-ml " +
    "scroll-p scroll-px scroll-py scroll-pt scroll-pr scroll-pb scroll-pl grid-cols grid-rows col-start col-end " +
    "row-start row-end basis grow shrink line-clamp opacity duration delay columns underline-offset indent"
  ).split(" "),
);
const SCALE =
  /^(\d+(\.\d+)?(\/\d+(\.\d+)?)?|\[.+\]|\(.+\)|px|auto|full|screen|min|max|fit|none|prose|[sld]v[wh]|lh|first|last|subgrid|(\d*)(xs|sm|md|lg|xl))$/;

/** Families whose group is the prefix itself, whatever word follows (`cursor-pointer`, `animate-pulse`). */
const WORDED = new Set(
  "leading tracking whitespace animate ease cursor pointer-events select resize accent caret fill aspect transition".split(
    " ",
  ),
);

const ALIGN = /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/;

/** The group of a utility's base (no variants, no '!'), or null for a class that is not Tailwind's. */
export function classGroup(base: string): string | null {
  const name = base.startsWith("-") ? base.slice(1) : base;
  const keyword = KEYWORDS[name];
  if (keyword) return keyword;
  for (let cut = name.lastIndexOf("-"); cut > 0; cut = name.lastIndexOf("-", cut - 1)) {
    const prefix = name.slice(0, cut);
    const value = name.slice(cut + 1);
    const group = familyGroup(prefix, value);
    if (group) return group;
  }
  return null;
}

/** The group of `prefix-value` for the families that read their value, or null. */
function familyGroup(prefix: string, value: string): string | null {
  if (value === "") return null;
  switch (prefix) {
    case "text":
      if (/^(xs|sm|base|lg|xl|\dxl)$/.test(value) || isLength(value)) return "font-size";
      if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-alignment";
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap";
      return "text-color";
    case "font":
      return FONT_WEIGHTS.test(value) ? "font-weight" : "font-family";
    case "bg":
      if (/^(fixed|local|scroll)$/.test(value)) return "bg-attachment";
      if (/^(auto|cover|contain)$/.test(value)) return "bg-size";
      if (/^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(value)) return "bg-repeat";
      if (/^(none|linear-.*|radial.*|conic.*)$/.test(value)) return "bg-image";
      return "bg-color";
    case "border":
      if (NUMBER.test(value) || isLength(value)) return "border-w";
      if (SIDES.test(value)) return `border-w-${value}`;
      if (LINE_STYLES.test(value)) return "border-style";
      return "border-color";
    case "rounded":
      return CORNERS.test(value) ? `rounded-${value}` : "rounded";
    case "rounded-s":
    case "rounded-e":
    case "rounded-t":
    case "rounded-r":
    case "rounded-b":
    case "rounded-l":
    case "rounded-ss":
    case "rounded-se":
    case "rounded-ee":
    case "rounded-es":
    case "rounded-tl":
    case "rounded-tr":
    case "rounded-br":
    case "rounded-bl":
      return prefix;
    case "border-x":
    case "border-y":
    case "border-s":
    case "border-e":
    case "border-t":
    case "border-r":
    case "border-b":
    case "border-l":
      return isNumberish(value) ? `border-w-${prefix.slice(7)}` : `border-color-${prefix.slice(7)}`;
    case "shadow":
      if (TSHIRT.test(value) || value === "none" || value === "2xs") return "shadow";
      return ARBITRARY.test(value) && SHADOW.test(value.slice(1, -1)) ? "shadow" : "shadow-color";
    case "ring":
      return isNumberish(value) ? "ring-w" : "ring-color";
    case "ring-offset":
      return isNumberish(value) ? "ring-offset-w" : "ring-offset-color";
    case "outline":
      if (LINE_STYLES.test(value)) return "outline-style";
      return isNumberish(value) ? "outline-w" : "outline-color";
    case "outline-offset":
      return "outline-offset";
    case "stroke":
      return isNumberish(value) ? "stroke-w" : "stroke";
    case "decoration":
      if (/^(solid|double|dotted|dashed|wavy)$/.test(value)) return "text-decoration-style";
      return value === "auto" || value === "from-font" || isNumberish(value)
        ? "text-decoration-thickness"
        : "text-decoration-color";
    case "divide":
      if (value === "x" || value === "y") return `divide-${value}`;
      return LINE_STYLES.test(value) ? "divide-style" : "divide-color";
    case "divide-x":
    case "divide-y":
      return value === "reverse" ? `${prefix}-reverse` : isNumberish(value) ? prefix : null;
    case "flex":
      if (/^(row|row-reverse|col|col-reverse)$/.test(value)) return "flex-direction";
      if (/^(wrap|wrap-reverse|nowrap)$/.test(value)) return "flex-wrap";
      return "flex";
    case "items":
      return "align-items";
    case "justify":
      return "justify-content";
    case "justify-items":
    case "justify-self":
      return prefix;
    case "self":
      return "align-self";
    case "content":
      if (ALIGN.test(value)) return "align-content";
      return value === "none" || ARBITRARY.test(value) ? "content" : null;
    case "col":
      return "col-start-end";
    case "col-span":
      return "col-start-end";
    case "row-span":
      return "row-start-end";
    case "overflow":
    case "overflow-x":
    case "overflow-y":
      return prefix;
    case "list":
      if (value === "inside" || value === "outside") return "list-style-position";
      return "list-style-type";
    case "align":
      return "vertical-align";
    case "break":
      return /^(normal|words|all|keep)$/.test(value) ? "break" : null;
    case "space-x":
    case "space-y":
      return value === "reverse" ? `${prefix}-reverse` : prefix;
    case "translate":
      return value === "none" ? "translate-none" : "translate";
    case "sr":
      return null;
    default:
      if (SIZED.has(prefix)) return SCALE.test(value) ? prefix : null;
      return WORDED.has(prefix) ? prefix : null;
  }
}

/** What a class with a group takes away from the classes before it with the same variants. */
const CONFLICTS: Record<string, readonly string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "inset-bs", "inset-be", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["inset-bs", "inset-be", "top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pbs", "pbe", "pt", "pr", "pb", "pl"],
  px: ["ps", "pe", "pr", "pl"],
  py: ["pbs", "pbe", "pt", "pb"],
  m: ["mx", "my", "ms", "me", "mbs", "mbe", "mt", "mr", "mb", "ml"],
  mx: ["ms", "me", "mr", "ml"],
  my: ["mbs", "mbe", "mt", "mb"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "fvn-normal": ["fvn-ordinal", "fvn-slashed-zero", "fvn-figure", "fvn-spacing", "fvn-fraction"],
  "fvn-ordinal": ["fvn-normal"],
  "fvn-slashed-zero": ["fvn-normal"],
  "fvn-figure": ["fvn-normal"],
  "fvn-spacing": ["fvn-normal"],
  "fvn-fraction": ["fvn-normal"],
  "line-clamp": ["display", "overflow"],
  rounded: ["rounded-s", "rounded-e", "rounded-t", "rounded-r", "rounded-b", "rounded-l"].concat([
    "rounded-ss",
    "rounded-se",
    "rounded-ee",
    "rounded-es",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ]),
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": ["x", "y", "s", "e", "bs", "be", "t", "r", "b", "l"].map((s) => `border-w-${s}`),
  "border-w-x": ["border-w-s", "border-w-e", "border-w-r", "border-w-l"],
  "border-w-y": ["border-w-bs", "border-w-be", "border-w-t", "border-w-b"],
  "border-color": ["x", "y", "s", "e", "bs", "be", "t", "r", "b", "l"].map((s) => `border-color-${s}`),
  "border-color-x": ["border-color-s", "border-color-e", "border-color-r", "border-color-l"],
  "border-color-y": ["border-color-bs", "border-color-be", "border-color-t", "border-color-b"],
  translate: ["translate-x", "translate-y", "translate-none"],
  "translate-none": ["translate", "translate-x", "translate-y", "translate-z"],
  "scroll-m": ["scroll-mx", "scroll-my", "scroll-mt", "scroll-mr", "scroll-mb", "scroll-ml"],
  "scroll-mx": ["scroll-mr", "scroll-ml"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
  "scroll-p": ["scroll-px", "scroll-py", "scroll-pt", "scroll-pr", "scroll-pb", "scroll-pl"],
  "scroll-px": ["scroll-pr", "scroll-pl"],
  "scroll-py": ["scroll-pt", "scroll-pb"],
};

// Variants whose order changes the selector (pseudo-elements, arbitrary variants): the others
// are sorted, so `hover:focus:` and `focus:hover:` are the same variants.
const ORDERED_VARIANTS = new Set(["*", "**", "after", "backdrop", "before", "details-content", "file"]);
for (const v of ["first-letter", "first-line", "marker", "placeholder", "selection"]) ORDERED_VARIANTS.add(v);

/** A class split into its variants (sorted as tailwind-merge sorts them, '!' at the end) and its base. */
function parse(className: string): { variants: string; base: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let base = className.slice(start);
  let important = false;
  if (base.endsWith("!")) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith("!")) {
    base = base.slice(1);
    important = true;
  }
  const sorted: string[] = [];
  let run: string[] = [];
  for (const v of parts) {
    if (v.startsWith("[") || ORDERED_VARIANTS.has(v)) {
      sorted.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(":") + (important ? "!" : ""), base };
}

/** The group of a base with an opacity or line-height after '/' (`bg-slate-900/40`, `text-sm/6`). */
function groupWithPostfix(base: string): string | null {
  let depth = 0;
  for (let i = base.length - 1; i > 0; i--) {
    const c = base[i];
    if (c === "]" || c === ")") depth++;
    else if (c === "[" || c === "(") depth--;
    else if (c === "/" && depth === 0) {
      const group = classGroup(base.slice(0, i));
      if (group) return group;
      break;
    }
  }
  return classGroup(base);
}

// A page renders the same few lists many times (a table's cells), so answers are kept, as
// tailwind-merge keeps them; the bound only stops the map growing with unusual lists.
const merged = new Map<string, string>();
const MERGED_LIMIT = 1_000;

/**
 * The classes with each one that a later class overrides left out (same variants and the same
 * property, or a property the later one sets too: `p-2` after `px-3`); classes that are not
 * Tailwind's stay. The order is kept.
 */
export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    result = merge(classList);
    if (merged.size >= MERGED_LIMIT) merged.clear();
    merged.set(classList, result);
  }
  return result;
}

function merge(classList: string): string {
  const claimed = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    if (className === "") continue;
    const { variants, base } = parse(className);
    const group = groupWithPostfix(base);
    if (group === null) {
      kept.push(className);
      continue;
    }
    const id = `${variants}:${group}`;
    if (claimed.has(id)) continue;
    claimed.add(id);
    for (const other of CONFLICTS[group] ?? []) claimed.add(`${variants}:${other}`);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
