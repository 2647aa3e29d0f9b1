import { SECTORS, industryByName } from "../../domain/taxonomy";

// Maps the sector and industry names of outside files to our fixed taxonomy. An industry is
// kept only inside its own sector, so a company never ends up in an industry of another sector.

export interface Classification {
  sectorId: number | null;
  industryId: number | null;
}

const GICS_SECTORS: Record<string, string> = {
  "information technology": "Technology",
  "health care": "Healthcare",
  financials: "Financial Services",
  "consumer discretionary": "Consumer Cyclical",
  "consumer staples": "Consumer Defensive",
  "telecommunication services": "Communication Services",
  "telecommunications services": "Communication Services",
  "communication services": "Communication Services",
  materials: "Basic Materials",
  industrials: "Industrials",
  energy: "Energy",
  utilities: "Utilities",
  "real estate": "Real Estate",
};

function sectorIdByName(name: string): number | null {
  const key = name.trim().toLowerCase();
  return SECTORS.find((s) => s.name.toLowerCase() === key)?.id ?? null;
}

function industryWithin(sectorId: number | null, industry: string | null): number | null {
  if (!industry) return null;
  const found = industryByName(industry);
  return found && found.sectorId === sectorId ? found.id : null;
}

/** Names in our own (Yahoo-style) taxonomy; a known industry decides the sector. */
export function classifyByName(sector: string | null, industry: string | null): Classification {
  const known = industry ? industryByName(industry) : undefined;
  if (known) return { sectorId: known.sectorId, industryId: known.id };
  return { sectorId: sector ? sectorIdByName(sector) : null, industryId: null };
}

/** A GICS sector and sub-industry: the sector is mapped; the sub-industry only where our taxonomy has that exact name. */
export function classifyGics(sector: string | null, subIndustry: string | null): Classification {
  const ours = sector ? GICS_SECTORS[sector.trim().toLowerCase()] : undefined;
  const sectorId = ours ? sectorIdByName(ours) : null;
  return { sectorId, industryId: industryWithin(sectorId, subIndustry) };
}
