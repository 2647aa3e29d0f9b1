// How the pages name a kind of group (sector, industry) in sentences and headings.

export const KIND_NAMES = {
  industry: { one: "industry", many: "industries", title: "Industry" },
  sector: { one: "sector", many: "sectors", title: "Sector" },
} as const;
