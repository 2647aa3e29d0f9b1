import type { FollowedAnalyst } from "../../../domain/contracts/followed-analysts";

// Spec 3 and 4's followed-analysts state: the ordered ids, the analysts by id and the last error
// (its message and the analyst id). Sign-up or sign-in replaces the list when the answer brings
// one; reset, reorder, edit (replace and clear the error), add (append), remove (drop the id),
// sign-out (empty). Each action is applied once the server said yes.

export interface FollowedAnalystsState {
  orderedAnalysts: number[];
  analysts: Record<number, FollowedAnalyst>;
  error: { message: string; analystId: number | null } | null;
}

export type FollowedAnalystsAction =
  | { type: "reset"; analysts: FollowedAnalyst[] }
  | { type: "signedIn"; analysts: FollowedAnalyst[] | undefined }
  | { type: "signOut" }
  | { type: "reorder"; order: number[] }
  | { type: "edit"; analyst: FollowedAnalyst }
  | { type: "add"; analyst: FollowedAnalyst }
  | { type: "remove"; analystId: number }
  | { type: "error"; message: string; analystId: number | null };

export function followedAnalystsState(list: FollowedAnalyst[]): FollowedAnalystsState {
  return {
    orderedAnalysts: list.map((a) => a.id),
    analysts: Object.fromEntries(list.map((a) => [a.id, a])),
    error: null,
  };
}

export function followedAnalystsReducer(
  state: FollowedAnalystsState,
  action: FollowedAnalystsAction,
): FollowedAnalystsState {
  switch (action.type) {
    case "reset":
      return followedAnalystsState(action.analysts);
    case "signedIn":
      // Spec 4: replaced only when the answer supplies followed analysts.
      return action.analysts ? followedAnalystsState(action.analysts) : state;
    case "signOut":
      return followedAnalystsState([]);
    case "reorder":
      return {
        ...state,
        orderedAnalysts: [
          ...action.order.filter((id) => id in state.analysts),
          ...state.orderedAnalysts.filter((id) => !action.order.includes(id)),
        ],
        error: null,
      };
    case "edit":
      return { ...state, analysts: { ...state.analysts, [action.analyst.id]: action.analyst }, error: null };
    case "add":
      return {
        orderedAnalysts: [...state.orderedAnalysts.filter((id) => id !== action.analyst.id), action.analyst.id],
        analysts: { ...state.analysts, [action.analyst.id]: action.analyst },
        error: null,
      };
    case "remove": {
      const { [action.analystId]: _removed, ...rest } = state.analysts;
      return {
        orderedAnalysts: state.orderedAnalysts.filter((id) => id !== action.analystId),
        analysts: rest,
        error: null,
      };
    }
    case "error":
      return { ...state, error: { message: action.message, analystId: action.analystId } };
  }
}

/** The followed analysts in the member's order. */
export function orderedFollowedAnalysts(state: FollowedAnalystsState): FollowedAnalyst[] {
  return state.orderedAnalysts.flatMap((id) => (state.analysts[id] ? [state.analysts[id]] : []));
}
