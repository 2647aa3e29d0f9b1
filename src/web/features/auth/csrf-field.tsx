import { useRouteLoaderData } from "react-router";

/** The anti-forgery token as a hidden field, for forms posted without JavaScript. */
export function CsrfField() {
  const data = useRouteLoaderData<{ csrfToken: string }>("root");
  return <input type="hidden" name="_csrf" value={data?.csrfToken ?? ""} />;
}
