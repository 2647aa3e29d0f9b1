// The account forms' rules (domain/auth/validation.ts, written with zod) load when a form is
// first sent, not with every page that shows a form or may open one (decision 041).
export const loadValidation = () => import("../../../domain/auth/validation");
