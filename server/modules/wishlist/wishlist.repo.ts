import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { wishlistLines } from "../../db/schema/shopping";

export function listLines(db: Database, userId: string) {
  return db.select().from(wishlistLines).where(eq(wishlistLines.userId, userId)).orderBy(desc(wishlistLines.createdAt), desc(wishlistLines.id));
}

/** True when the line is new, false when the product was already on the list. */
export async function insertLine(db: Database, userId: string, productId: number): Promise<boolean> {
  const inserted = await db.insert(wishlistLines).values({ userId, productId }).onConflictDoNothing().returning({ id: wishlistLines.id });
  return inserted.length > 0;
}

export async function deleteLine(db: Database, userId: string, productId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistLines)
    .where(and(eq(wishlistLines.userId, userId), eq(wishlistLines.productId, productId)))
    .returning({ id: wishlistLines.id });
  return removed.length > 0;
}
