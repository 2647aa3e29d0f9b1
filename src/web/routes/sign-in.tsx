import { useSearchParams } from "react-router";
import { SignInForm } from "../features/auth/sign-in-form";
import { formStartFrom } from "../features/auth/form-start";

export function meta() {
  return [{ title: "Sign In · OpenZen" }];
}

/** The sign-in page: the dialog's form as a page, working without JavaScript too. */
export default function SignInPage() {
  const [search] = useSearchParams();
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-6 text-3xl font-bold">Sign In</h1>
      <SignInForm idPrefix="page-sign-in" initial={formStartFrom(search)} />
    </section>
  );
}
