import type { Tx } from "../../../platform/db/types";

/** §10.1: a video the service blocked is taken off line wherever it is published (artist videos). */
export async function unpublishBlocked(tx: Tx, vodVideoId: number, at: number): Promise<void> {
  await tx.updateTable("artist_video").set({ publishState: "offline", utime: at })
    .where("vodVideoId", "=", vodVideoId).where("publishState", "=", "online").execute();
}
