import type { Random } from "./random";

// Invented company names and tickers. Names are built from syllables plus a word that fits the
// industry, so "Corvexa Therapeutics" reads like a biotech and no recreational-vehicle maker is
// called "Apparel"; tickers come from the name's letters.

const STARTS = [
  "Al",
  "Ar",
  "Bel",
  "Bri",
  "Cal",
  "Cor",
  "Cy",
  "Dal",
  "Dor",
  "Dyn",
  "El",
  "Em",
  "Fal",
  "Fen",
  "Gal",
  "Gry",
  "Hal",
  "Hel",
  "Ir",
  "Jor",
  "Kel",
  "Kor",
  "Lum",
  "Lyr",
  "Mar",
  "Mer",
  "Nor",
  "Nov",
  "Or",
  "Pal",
  "Pen",
  "Quan",
  "Ral",
  "Ros",
  "Sal",
  "Sel",
  "Sol",
  "Tal",
  "Ter",
  "Tor",
  "Ul",
  "Val",
  "Ven",
  "Vor",
  "Wes",
  "Xan",
  "Yor",
  "Zen",
  "Zel",
  "Ast",
  "Bar",
  "Cas",
  "Del",
  "Ost",
  "Tam",
  "Bal",
  "Hor",
  "Kin",
  "Mon",
  "Sten",
];
const MIDDLES = ["", "", "a", "e", "i", "o", "an", "en", "or", "ar", "el", "il", "on"];
const ENDS = [
  "tra",
  "vex",
  "nova",
  "ion",
  "ium",
  "ex",
  "ara",
  "on",
  "is",
  "ant",
  "ix",
  "ora",
  "um",
  "yn",
  "ent",
  "ica",
  "ora",
  "ax",
  "ell",
  "ine",
  "ery",
  "ton",
  "worth",
  "field",
  "stone",
  "brook",
  "gate",
  "crest",
  "point",
  "ridge",
];

/** The words a company of each industry (by slug) may carry after its invented stem. */
export const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  "other-industrial-metals-and-mining": ["Mining", "Metals", "Minerals", "Lithium"],
  "furnishings-fixtures-and-appliances": ["Furniture", "Furnishings", "Appliances", "Home"],
  "beverages-wineries-and-distilleries": ["Wines", "Vineyards", "Distillers", "Spirits"],
  "oil-and-gas-equipment-and-services": ["Oilfield Services", "Energy Services", "Well Services"],
  "oil-and-gas-refining-and-marketing": ["Refining", "Petroleum", "Fuels"],
  "financial-data-and-stock-exchanges": ["Exchange", "Market Data", "Analytics"],
  "drug-manufacturers-specialty-and-generic": ["Pharma", "Generics", "Pharmaceuticals"],
  "farm-and-heavy-construction-machinery": ["Machinery", "Equipment", "Tractor"],
  "integrated-freight-and-logistics": ["Logistics", "Freight", "Transport"],
  "pollution-and-treatment-controls": ["Environmental", "Filtration", "Clean Air"],
  "security-and-protection-services": ["Security", "Protection"],
  "staffing-and-employment-services": ["Staffing", "Workforce"],
  "electronics-and-computer-distribution": ["Electronics Distribution", "Components"],
  "information-technology-services": ["Technologies", "IT Services", "Data", "Consulting"],
  "networking-and-communication-devices": ["Networks", "Networking", "Wireless"],
  "scientific-and-technical-instruments": ["Instruments", "Sensors", "Scientific"],
  "semiconductor-equipment-and-materials": ["Semiconductor Equipment", "Wafer", "Lithography"],
  "utilities-independent-power-producers": ["Power", "Generation"],
  "agricultural-inputs": ["Agri", "Crop Sciences", "Fertilizer", "Agronomics"],
  aluminum: ["Aluminum", "Alloys", "Metals"],
  "building-materials": ["Building Materials", "Cement", "Aggregates", "Materials"],
  chemicals: ["Chemical", "Chemicals", "Polymers"],
  "coking-coal": ["Coal", "Coke & Coal", "Mining"],
  copper: ["Copper", "Mining", "Metals"],
  gold: ["Gold", "Gold Mining", "Mining"],
  "lumber-and-wood-production": ["Timber", "Lumber", "Forest Products", "Wood"],
  "other-precious-metals-and-mining": ["Silver", "Precious Metals", "Mining", "Minerals"],
  "paper-and-paper-products": ["Paper", "Pulp & Paper", "Packaging"],
  "specialty-chemicals": ["Chemical", "Specialty Chemicals", "Coatings", "Polymers"],
  steel: ["Steel", "Metals", "Ironworks"],
  "advertising-agencies": ["Advertising", "Media", "Marketing"],
  broadcasting: ["Broadcasting", "Media", "Radio"],
  "electronic-gaming-and-multimedia": ["Games", "Interactive", "Studios"],
  entertainment: ["Entertainment", "Studios", "Media", "Pictures"],
  "internet-content-and-information": ["Interactive", "Online", "Digital", "Networks"],
  publishing: ["Publishing", "Media", "Press"],
  "telecom-services": ["Telecom", "Communications", "Wireless", "Networks"],
  "apparel-manufacturing": ["Apparel", "Fashion", "Clothing"],
  "apparel-retail": ["Apparel", "Fashion", "Outfitters", "Retail"],
  "auto-and-truck-dealerships": ["Auto Group", "Motors", "Auto Sales"],
  "auto-manufacturers": ["Motors", "Automotive", "Motor Works"],
  "auto-parts": ["Auto Parts", "Automotive", "Components"],
  "department-stores": ["Stores", "Retail", "Department Stores"],
  "footwear-and-accessories": ["Footwear", "Shoes", "Accessories"],
  gambling: ["Gaming", "Entertainment", "Wagering"],
  "home-improvement-retail": ["Home", "Home Centers", "Supply"],
  "internet-retail": ["Online", "Commerce", "Marketplace", "Retail"],
  leisure: ["Leisure", "Outdoors", "Sports", "Recreation"],
  lodging: ["Hotels", "Lodging", "Hospitality", "Inns"],
  "luxury-goods": ["Luxury", "Jewelers", "Brands"],
  "packaging-and-containers": ["Packaging", "Containers", "Pack"],
  "personal-services": ["Services", "Care", "Personal Services"],
  "recreational-vehicles": ["Motorcoach", "RV", "Recreational Vehicles", "Marine", "Campers"],
  "residential-construction": ["Homes", "Homebuilders", "Communities"],
  "resorts-and-casinos": ["Resorts", "Casinos", "Gaming"],
  restaurants: ["Restaurants", "Grill", "Kitchen", "Dining"],
  "specialty-retail": ["Retail", "Stores", "Brands"],
  "textile-manufacturing": ["Textiles", "Mills", "Fabrics"],
  "travel-services": ["Travel", "Tours", "Cruises", "Vacations"],
  "beverages-brewers": ["Brewing", "Brewers", "Beverage"],
  "beverages-non-alcoholic": ["Beverage", "Drinks", "Bottling"],
  confectioners: ["Confections", "Candy", "Chocolate", "Sweets"],
  "discount-stores": ["Stores", "Discount", "Value"],
  "education-and-training-services": ["Education", "Learning", "Academy"],
  "farm-products": ["Farms", "Agri", "Produce"],
  "food-distribution": ["Food Distribution", "Foods", "Foodservice"],
  "grocery-stores": ["Grocers", "Markets", "Supermarkets"],
  "household-and-personal-products": ["Household", "Consumer", "Personal Care"],
  "packaged-foods": ["Foods", "Food", "Brands"],
  tobacco: ["Tobacco"],
  "oil-and-gas-drilling": ["Drilling", "Offshore", "Rigs"],
  "oil-and-gas-eandp": ["Petroleum", "Oil & Gas", "Exploration", "Energy"],
  "oil-and-gas-integrated": ["Petroleum", "Oil", "Energy"],
  "oil-and-gas-midstream": ["Midstream", "Pipeline", "Energy Partners"],
  "thermal-coal": ["Coal", "Mining", "Energy"],
  uranium: ["Uranium", "Nuclear Fuels", "Energy"],
  "asset-management": ["Capital", "Asset Management", "Investors", "Advisors"],
  "banks-diversified": ["Bank", "Bancorp", "Financial"],
  "banks-regional": ["Bancorp", "Bank", "Bancshares", "Savings"],
  "capital-markets": ["Capital", "Securities", "Markets"],
  "credit-services": ["Credit", "Lending", "Financial"],
  "financial-conglomerates": ["Financial", "Holdings", "Capital"],
  "insurance-diversified": ["Insurance", "Assurance"],
  "insurance-life": ["Life", "Life Insurance", "Assurance"],
  "insurance-property-and-casualty": ["Insurance", "Casualty", "Mutual"],
  "insurance-reinsurance": ["Re", "Reinsurance"],
  "insurance-specialty": ["Insurance", "Surety", "Assurance"],
  "insurance-brokers": ["Insurance Brokers", "Brokerage", "Risk"],
  "mortgage-finance": ["Mortgage", "Home Loans", "Lending"],
  "shell-companies": ["Acquisition", "Capital", "Holdings"],
  biotechnology: ["Therapeutics", "Biosciences", "Bio", "Genomics"],
  "diagnostics-and-research": ["Diagnostics", "Labs", "Research"],
  "drug-manufacturers-general": ["Pharma", "Pharmaceuticals"],
  "health-information-services": ["Health", "Health Data", "Health IT"],
  "healthcare-plans": ["Health", "Health Plans", "Care"],
  "medical-care-facilities": ["Health", "Medical Centers", "Care", "Clinics"],
  "medical-devices": ["Medical", "Devices", "MedTech"],
  "medical-distribution": ["Medical Supply", "Health Distribution", "Medical"],
  "medical-instruments-and-supplies": ["Medical", "Instruments", "Surgical"],
  "pharmaceutical-retailers": ["Pharmacy", "Drug Stores", "Rx"],
  "aerospace-and-defense": ["Aerospace", "Defense", "Avionics"],
  airlines: ["Airlines", "Air", "Airways"],
  "airports-and-air-services": ["Aviation", "Air Services", "Airports"],
  "building-products-and-equipment": ["Building Products", "Doors", "Windows"],
  "business-equipment-and-supplies": ["Office", "Business Supplies"],
  conglomerates: ["Industries", "Holdings", "Group"],
  "consulting-services": ["Consulting", "Advisory", "Partners"],
  "electrical-equipment-and-parts": ["Electric", "Electrical", "Power Systems"],
  "engineering-and-construction": ["Engineering", "Construction", "Builders"],
  "industrial-distribution": ["Supply", "Industrial Supply", "Distribution"],
  "infrastructure-operations": ["Infrastructure", "Toll Roads"],
  "marine-shipping": ["Shipping", "Maritime", "Tankers"],
  "metal-fabrication": ["Fabrication", "Metalworks", "Forge"],
  railroads: ["Railroad", "Rail", "Railway"],
  "rental-and-leasing-services": ["Rentals", "Leasing"],
  "specialty-business-services": ["Services", "Business Services", "Solutions"],
  "specialty-industrial-machinery": ["Machinery", "Industries", "Engineering"],
  "tools-and-accessories": ["Tools", "Tool Works"],
  trucking: ["Trucking", "Freight", "Transport"],
  "waste-management": ["Waste", "Environmental", "Recycling"],
  "reit-diversified": ["Realty", "REIT", "Properties"],
  "reit-healthcare-facilities": ["Healthcare REIT", "Senior Living", "Medical Properties"],
  "reit-hotel-and-motel": ["Hospitality REIT", "Hotel Properties", "Lodging Trust"],
  "reit-industrial": ["Industrial REIT", "Logistics Properties", "Warehouses"],
  "reit-mortgage": ["Mortgage REIT", "Mortgage Trust"],
  "reit-office": ["Office REIT", "Office Properties"],
  "reit-residential": ["Residential", "Apartments", "Communities"],
  "reit-retail": ["Retail REIT", "Shopping Centers", "Retail Properties"],
  "reit-specialty": ["REIT", "Towers", "Storage"],
  "real-estate-development": ["Development", "Land", "Properties"],
  "real-estate-diversified": ["Real Estate", "Realty", "Properties"],
  "real-estate-services": ["Realty", "Real Estate Services", "Brokers"],
  "communication-equipment": ["Networks", "Communications", "Wireless"],
  "computer-hardware": ["Computer", "Systems", "Storage"],
  "consumer-electronics": ["Electronics", "Audio", "Devices"],
  "electronic-components": ["Electronics", "Components", "Circuits"],
  semiconductors: ["Semiconductor", "Micro", "Silicon", "Chips"],
  "software-application": ["Software", "Apps", "Labs", "Cloud"],
  "software-infrastructure": ["Software", "Cloud", "Data", "Systems"],
  solar: ["Solar", "Sun Power", "Photovoltaic"],
  "utilities-diversified": ["Utilities", "Energy", "Power"],
  "utilities-regulated-electric": ["Electric", "Power", "Light & Power"],
  "utilities-regulated-gas": ["Gas", "Natural Gas", "Gas Light"],
  "utilities-regulated-water": ["Water", "Water Works"],
  "utilities-renewable": ["Renewables", "Wind", "Clean Power"],
};

/** For an industry the list above lacks (none today; a taxonomy change would add one). */
const SECTOR_WORDS: Record<number, string[]> = {
  1: ["Materials", "Chemical", "Mining", "Resources", "Metals", "Minerals"],
  2: ["Media", "Communications", "Networks", "Interactive", "Broadcasting", "Telecom"],
  3: ["Brands", "Retail", "Motors", "Apparel", "Leisure", "Home", "Restaurants"],
  4: ["Foods", "Consumer", "Beverage", "Farms", "Household", "Grocers"],
  5: ["Energy", "Petroleum", "Oil & Gas", "Resources", "Midstream", "Drilling"],
  6: ["Financial", "Bancorp", "Capital", "Insurance", "Holdings", "Trust", "Partners"],
  7: ["Therapeutics", "Health", "Medical", "Biosciences", "Pharma", "Diagnostics", "Bio"],
  8: ["Industries", "Aerospace", "Logistics", "Machinery", "Engineering", "Systems", "Transport"],
  9: ["Realty", "Properties", "REIT", "Residential", "Land", "Real Estate"],
  10: ["Technologies", "Software", "Semiconductor", "Systems", "Data", "Labs", "Networks", "Cloud"],
  11: ["Power", "Utilities", "Electric", "Water", "Gas", "Energy"],
};
const FORMS = ["Inc.", "Corp.", "Corporation", "Holdings", "Group", "Co.", "Inc.", "Inc."];

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const NAME_FORMS: readonly string[] = FORMS;

/** The words a name in this industry may carry. */
export function industryWords(industry: { slug: string; sectorId: number }): readonly string[] {
  return INDUSTRY_WORDS[industry.slug] ?? SECTOR_WORDS[industry.sectorId] ?? ["Industries"];
}

export function inventName(rng: Random, industry: { slug: string; sectorId: number }): string {
  const stem = capitalise(`${rng.pick(STARTS)}${rng.pick(MIDDLES)}${rng.pick(ENDS)}`.toLowerCase());
  const word = rng.chance(0.75) ? ` ${rng.pick(industryWords(industry))}` : "";
  const form = rng.chance(0.7) ? ` ${rng.pick(FORMS)}` : "";
  return `${stem}${word}${form}`;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A ticker from the name's letters, unique within `taken` (which it extends). */
export function inventTicker(rng: Random, name: string, exchange: string, taken: Set<string>): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, "");
  const initials = name
    .split(/\s+/)
    .map((w) =>
      w
        .replace(/[^A-Za-z]/g, "")
        .charAt(0)
        .toUpperCase(),
    )
    .join("");
  const length = exchange === "NASDAQ" ? 4 : rng.chance(0.5) ? 3 : rng.chance(0.7) ? 4 : 2;
  const candidates = [
    letters.slice(0, length),
    (letters.slice(0, 2) + initials.slice(1)).slice(0, length),
    letters.slice(0, 1) + letters.slice(2, length + 1),
    letters.slice(0, 2) + letters.slice(3, length + 1),
  ];
  for (const c of candidates) {
    if (c.length >= 2 && !taken.has(c)) {
      taken.add(c);
      return c;
    }
  }
  // Short codes run out (there are only 26 two-letter tickers per first letter): lengthen as
  // attempts fail.
  for (let attempt = 0; ; attempt++) {
    let c = letters.charAt(0) || rng.pick([...LETTERS]);
    const target = Math.min(5, length + Math.floor(attempt / 20));
    while (c.length < target) c += LETTERS.charAt(rng.int(0, 25));
    if (!taken.has(c)) {
      taken.add(c);
      return c;
    }
  }
}
