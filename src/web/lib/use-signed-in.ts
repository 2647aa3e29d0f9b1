import { useRouteLoaderData } from "react-router";
import type { Session } from "../../domain/contracts/session";

/** Whether the visitor is signed in, from the root loader's session (false while it is unknown). */
export function useSignedIn(): boolean {
  const data = useRouteLoaderData("root") as { session?: Session } | undefined;
  return data?.session?.signedIn ?? false;
}
