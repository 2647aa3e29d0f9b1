/** The simple moving averages of spec section 9, in days. */
export const MOVING_AVERAGE_PERIODS = [10, 20, 50, 100, 200] as const;
