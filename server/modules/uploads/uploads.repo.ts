import { and, eq, isNull } from "drizzle-orm";
import type { UploadKind } from "@shared/schemas/uploads";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema/uploads";

export type UploadRow = typeof uploads.$inferSelect;

export async function findUpload(db: Database, objectKey: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.objectKey, objectKey));
  return row;
}

/** Records a stored upload; false when its key was already recorded. */
export async function insertUpload(
  db: Database,
  values: { objectKey: string; kind: UploadKind; contentType: string; sizeBytes: number; variants: Record<string, string>; uploadedBy: string | null },
): Promise<boolean> {
  const inserted = await db.insert(uploads).values(values).onConflictDoNothing({ target: uploads.objectKey }).returning({ id: uploads.id });
  return inserted.length > 0;
}

/** Names the administrator of an upload that arrived through a signed link (no session on the PUT). */
export async function setUploaderIfUnknown(db: Database, objectKey: string, userId: string): Promise<void> {
  await db.update(uploads).set({ uploadedBy: userId }).where(and(eq(uploads.objectKey, objectKey), isNull(uploads.uploadedBy)));
}
