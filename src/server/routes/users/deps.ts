import type { AccountServices } from "../../services/accounts/account-services";

/** What the account routes need from the app: the services' needs plus how cookies are set. */
export interface AccountDeps extends AccountServices {
  secureCookies: boolean;
}
