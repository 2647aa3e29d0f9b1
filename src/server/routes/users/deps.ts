import type { AccountServices } from "../../services/accounts/account-services";
import type { PostSignupOffers } from "../../presenters/auth";

/** What the account routes need from the app: the services' needs plus how cookies are set. */
export interface AccountDeps extends AccountServices {
  secureCookies: boolean;
  /** The post-signup offers the sign-up answer carries (configured; null: none). */
  offers?: PostSignupOffers;
}
