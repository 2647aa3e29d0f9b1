import type { Executor } from "./watchlists";

// Whether a member has finished onboarding (users.onboarded_at, migration 0014).

export async function isOnboarded(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("onboarded_at").where("id", "=", userId).executeTakeFirst();
  return row?.onboarded_at != null;
}

/** Marks the member onboarded; the first time is kept when it is done again. */
export async function markOnboarded(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({ onboarded_at: eb.fn.coalesce("onboarded_at", eb.fn<Date>("now", [])) }))
    .where("id", "=", userId)
    .execute();
}
