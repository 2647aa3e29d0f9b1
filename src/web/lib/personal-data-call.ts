import { PERSONAL_DATA_URL, personalDataSchema, type PersonalData } from "../../domain/contracts/personal-data";
import { apiRead } from "./api-client";

/** The visitor's own root data, parsed by the server's own contract. */
export async function readPersonalData(): Promise<PersonalData> {
  return await apiRead(PERSONAL_DATA_URL, personalDataSchema);
}
