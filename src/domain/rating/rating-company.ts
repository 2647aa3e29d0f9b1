// A company as the rating ranks it: its id (which decides whether it trains the AI model) and
// the groups its peer factors compare it within.

export interface RatingCompany {
  id: number;
  industryId: number | null;
  sectorId: number | null;
}
