import { DASHBOARD_URL, dashboardSchema, type Dashboard } from "../../../domain/contracts/dashboard";
import { apiRead } from "../../lib/api-client";

/** The signed-in member's dashboard, parsed by the server's own contract. */
export async function readDashboard(): Promise<Dashboard> {
  return await apiRead(DASHBOARD_URL, dashboardSchema);
}
