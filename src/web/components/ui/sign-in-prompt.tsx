import { Link } from "react-router";
import { paths } from "../../../domain/paths";

/** What a guest sees on a members' page: its title and a way to sign in. */
export function SignInPrompt({ title, reason }: { title: string; reason: string }) {
  return (
    <div>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4">
        <Link to={paths.signIn()} className="text-emerald-800 underline">
          Sign in
        </Link>{" "}
        {reason}
      </p>
    </div>
  );
}
