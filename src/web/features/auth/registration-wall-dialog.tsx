import { useState } from "react";
import { AuthDialog } from "./auth-dialog";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { GUEST_VIEW_LIMIT } from "../../../domain/auth/constants";

// The wall's dialog, loaded by registration-wall.tsx when it locks a page (decision 041).

/** The copy says what counts, so a reader knows opening a company's tabs costs nothing. */
const WALL_DESCRIPTION = `Guests can research ${GUEST_VIEW_LIMIT} companies a month; a company counts once, whichever of its pages you open. You have used this month's: create a free account or sign in to keep reading.`;

/** It toggles between sign-up and sign-in and cannot be dismissed. */
export default function RegistrationWallDialog() {
  const [mode, setMode] = useState<"sign-up" | "sign-in">("sign-up");
  return (
    <AuthDialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={mode === "sign-up" ? "Sign Up to Keep Researching" : "Sign In to Keep Researching"}
      description={WALL_DESCRIPTION}
    >
      {mode === "sign-up" ? (
        <SignUpForm idPrefix="wall-sign-up" onSwitchToSignIn={() => setMode("sign-in")} />
      ) : (
        <SignInForm idPrefix="wall-sign-in" onSwitchToSignUp={() => setMode("sign-up")} />
      )}
    </AuthDialog>
  );
}
