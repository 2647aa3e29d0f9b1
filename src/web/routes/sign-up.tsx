import { useSearchParams } from "react-router";
import { SignUpForm } from "../features/auth/sign-up-form";
import { formStartFrom } from "../features/auth/form-start";

export function meta() {
  return [{ title: "Sign Up · OpenZen" }];
}

/** The sign-up page: the dialog's form as a page, working without JavaScript too. */
export default function SignUpPage() {
  const [search] = useSearchParams();
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-6 text-3xl font-bold">Sign Up</h1>
      <SignUpForm idPrefix="page-sign-up" initial={formStartFrom(search)} />
    </section>
  );
}
