import { SECTORS } from "../../domain/taxonomy";
import type { Random } from "./random";

// About 4,000 analysts at about 100 firms. Each covers one sector. A few are modestly skilled
// (their ratings lean on what research can know today: the growth under way and the distance
// of the price from fair value); most are noise with an optimistic bias, as sell-side research
// tends to be.

export interface AnalystSpec {
  id: number;
  name: string;
  firmId: number;
  sectorId: number;
  /** 0 = pure noise; up to 0.4 = a correlation of 0.4 with what research can know. */
  skill: number;
}

export interface FirmSpec {
  id: number;
  name: string;
}

const FIRM_STEMS = [
  "Atlas",
  "Beacon",
  "Cedar",
  "Summit",
  "Harbor",
  "Granite",
  "Meridian",
  "Pioneer",
  "Sterling",
  "Northgate",
  "Redwood",
  "Bluewater",
  "Ironwood",
  "Lakeshore",
  "Oakmont",
  "Riverton",
  "Silverline",
  "Westbrook",
  "Crescent",
  "Fairview",
  "Kingsley",
  "Linden",
  "Marlow",
  "Prescott",
  "Thornton",
];
const FIRM_FORMS = [
  "Securities",
  "Capital Markets",
  "Research",
  "& Co.",
  "Partners",
  "Equity Research",
  "Advisors",
  "Brothers",
];
const FIRST = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Susan",
  "Richard",
  "Jessica",
  "Joseph",
  "Sarah",
  "Thomas",
  "Karen",
  "Chris",
  "Lisa",
  "Daniel",
  "Nancy",
  "Matthew",
  "Sandra",
  "Anthony",
  "Ashley",
  "Mark",
  "Emily",
  "Paul",
  "Michelle",
  "Steven",
  "Amanda",
  "Andrew",
  "Melissa",
  "Kevin",
  "Laura",
  "Brian",
  "Rachel",
  "Priya",
  "Wei",
  "Carlos",
  "Ana",
  "Yuki",
  "Omar",
  "Fatima",
  "Lars",
  "Ingrid",
  "Raj",
  "Mei",
  "Diego",
];
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Thompson",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Green",
  "Baker",
  "Adams",
  "Nelson",
  "Hill",
  "Campbell",
  "Mitchell",
  "Carter",
  "Chen",
  "Patel",
  "Kim",
  "Nguyen",
  "Cohen",
  "Schmidt",
  "Rossi",
  "Sato",
  "Novak",
  "Okafor",
];

export function drawAnalysts(
  rng: Random,
  count: number,
  firms: number,
): { firms: FirmSpec[]; analysts: AnalystSpec[] } {
  const r = rng.fork("analysts");
  const firmNames = new Set<string>();
  const firmList: FirmSpec[] = [];
  while (firmList.length < firms) {
    // Firms are named as real ones are (two founders' names when one is taken), never numbered.
    let name = `${r.pick(FIRM_STEMS)} ${r.pick(FIRM_FORMS)}`;
    for (let tries = 0; firmNames.has(name); tries++) {
      const founder = r.pick(FIRM_STEMS);
      const partner = tries < 20 ? "" : ` ${r.pick(FIRM_STEMS.filter((s) => s !== founder))}`;
      name = `${founder}${partner} ${r.pick(FIRM_FORMS)}`;
    }
    firmNames.add(name);
    firmList.push({ id: firmList.length + 1, name });
  }
  const analysts: AnalystSpec[] = [];
  for (let id = 1; id <= count; id++) {
    // Skill is rare and modest: a few analysts' views carry some real information.
    const skilled = r.chance(0.04);
    analysts.push({
      id,
      name: `${r.pick(FIRST)} ${r.pick(LAST)}`,
      // Big firms employ more analysts.
      firmId: 1 + Math.floor(Math.pow(r.next(), 1.8) * firms),
      sectorId: r.pick(SECTORS).id,
      skill: skilled ? r.between(0.15, 0.4) : Math.max(0, r.normal() * 0.03),
    });
  }
  return { firms: firmList, analysts };
}

export type Rating = "strong_buy" | "buy" | "hold" | "sell" | "strong_sell";

/** A rating from a standardised signal: analysts lean bullish, as real ones do. */
export function ratingFor(signal: number): Rating {
  if (signal > 1.1) return "strong_buy";
  if (signal > 0.15) return "buy";
  if (signal > -0.9) return "hold";
  if (signal > -1.6) return "sell";
  return "strong_sell";
}
