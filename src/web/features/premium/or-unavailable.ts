/**
 * Billing data comes from the payment provider. When it cannot answer (503
 * BILLING_PROVIDER_UNAVAILABLE), the page still renders, saying payments are unavailable,
 * instead of failing whole: /plans keeps its feature table and Account Settings its forms.
 */
export async function orUnavailable<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.warn("billing data unavailable", error instanceof Error ? error.message : error);
    return null;
  }
}
