import { createContext, useContext, useReducer, useState, type Dispatch, type ReactNode } from "react";
import type { Session, WatchlistLink } from "../../../domain/contracts/session";
import { authReducer, initialAuthState, type AuthAction, type AuthState } from "./auth-state";

interface AuthContextValue {
  state: AuthState;
  dispatch: Dispatch<AuthAction>;
  /** The reset token the set-password dialog was opened with (spec 2.2: from the query). */
  resetToken: string;
  setResetToken: (token: string) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** One store for the page: the server's session seeds it; the dialogs and header read it. */
export function AuthProvider({
  session,
  watchlists,
  children,
}: {
  session: Session;
  watchlists: WatchlistLink[];
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState(session, watchlists));
  const [resetToken, setResetToken] = useState("");
  return <AuthContext.Provider value={{ state, dispatch, resetToken, setResetToken }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth outside AuthProvider");
  return value;
}
