import {
  createContext,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
} from "react";
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
  // The server's session can change without a new user (a checkout's webhook made the user
  // Premium and the loaders were revalidated): merge it in, as a user update does (spec 4).
  const seeded = useRef(session);
  useEffect(() => {
    if (seeded.current === session) return;
    seeded.current = session;
    dispatch({ type: "user/update", fields: session });
  }, [session]);
  return <AuthContext.Provider value={{ state, dispatch, resetToken, setResetToken }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth outside AuthProvider");
  return value;
}
