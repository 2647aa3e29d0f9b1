import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { useAuth } from "./auth-provider";

// The header's Sign In and Sign Up: links to the full pages, so they work before
// scripts run, without JavaScript and in a new tab; once the page runs, a plain click opens the
// matching dialog over the page instead, and a sign-in there comes back to this page.

interface Props {
  which: "sign-in" | "sign-up";
  className?: string;
  /** Called before the dialog opens (the mobile drawer closes itself). */
  onOpen?: () => void;
  children: ReactNode;
}

export function AuthDialogLink({ which, className, onOpen, children }: Props) {
  const { dispatch } = useAuth();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, new window) goes to the page as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen?.();
    dispatch({ type: which === "sign-in" ? "signIn/start" : "signUp/start" });
  }
  return (
    <Link
      to={which === "sign-in" ? paths.signIn() : paths.signUp()}
      onClick={onClick}
      className={className}
      aria-haspopup="dialog"
    >
      {children}
    </Link>
  );
}
