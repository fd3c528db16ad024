import { sql } from "kysely";
import type { ResourceDef } from "../../src/catalogue";
import { richTextMayShow } from "../../src/catalogue/richTextImages";
import type { Db } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";

const likeEscaped = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * True when a live record of `resource` shows the stored file `key` as an image of one of its
 * rich-text fields (the sanitiser stores it as ` src="/files/<key>"`), and the field may show files
 * of that type. Lets a reader of the record sign the images of its text (encodeImageURL).
 */
export async function richTextHolds(db: Db, resource: ResourceDef, key: string): Promise<boolean> {
  const fields = resource.fields.filter((f) => f.kind === "richText" && richTextMayShow(f, resource.access, key));
  if (fields.length === 0) return false;
  const pattern = `%src="/files/${likeEscaped(key)}"%`;
  const live = resource.softDelete ? sql`${sql.ref("deleted")} = 0` : sql`1 = 1`;
  const row = await byCatalogue(db).selectFrom(resource.table).select("Id")
    .where(sql<boolean>`(${sql.join(fields.map((f) => sql`${sql.ref(f.key)} like ${pattern} escape '!'`), sql` or `)}) and ${live}`)
    .limit(1).executeTakeFirst();
  return row !== undefined;
}
