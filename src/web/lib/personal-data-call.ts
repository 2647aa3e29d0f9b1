import { PERSONAL_DATA_URL, personalDataSchema, type PersonalData } from "../../domain/contracts/personal-data";
import { apiCall } from "./api-client";

/** The visitor's own root data, parsed by the server's own contract. */
export async function readPersonalData(): Promise<PersonalData> {
  return personalDataSchema.parse(await apiCall<unknown>(PERSONAL_DATA_URL));
}
