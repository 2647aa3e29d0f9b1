// What a checkout runs, in one module the premium layer loads when a checkout starts (a checkout
// button pressed, #start-trial, or the checkout that follows a sign-up), not with every page
// (decision 041).

export { startCheckoutCall } from "./api/checkout";
export { runCheckoutButton } from "./checkout-flow";
export { rememberCheckoutOptions, takeCheckoutOptions } from "./checkout-intent";
