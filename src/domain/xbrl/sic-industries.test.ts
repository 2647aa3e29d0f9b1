import { describe, expect, it } from "vitest";
import { industryByName } from "../taxonomy";
import { SIC_INDUSTRY_NAMES, industryOfSic } from "./sic-industries";

describe("industryOfSic", () => {
  it("names only industries of our taxonomy", () => {
    expect(SIC_INDUSTRY_NAMES.filter((name) => !industryByName(name))).toEqual([]);
  });

  it.each([
    ["3571", "Computer Hardware"], // Apple
    ["7372", "Software - Application"], // Microsoft
    ["6021", "Banks - Regional"],
    ["2834", "Drug Manufacturers - General"], // Johnson & Johnson
    ["2911", "Oil & Gas Integrated"], // Exxon Mobil
    ["3674", "Semiconductors"],
    ["4911", "Utilities - Regulated Electric"],
    ["6798", "REIT - Diversified"],
    ["5331", "Discount Stores"], // Walmart
  ])("SIC %s is %s", (sic, industry) => {
    expect(industryOfSic(sic)?.name).toBe(industry);
  });

  it("leaves codes it does not know, and no code, unclassified", () => {
    expect(industryOfSic("9999")).toBeUndefined();
    expect(industryOfSic("")).toBeUndefined();
    expect(industryOfSic(null)).toBeUndefined();
  });
});
