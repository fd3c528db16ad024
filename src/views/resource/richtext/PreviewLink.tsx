import { canRead } from "../../../acl/rights";
import { useSession } from "../../../state/session";
import type { FieldDef, ResourceDef } from "../../../catalogue";
import { buttonVariants } from "../../../ui/button";

/** The route that shows a rich-text field as a phone shows it (commerce.md §1.12), and the right its route needs. */
export const PREVIEW_PATH = "/course/richTextView";
const PREVIEW_OBJECT = "shiy";

/** The preview's address for one field of one saved record. */
export function previewHref(resource: string, Id: number, field: string): string {
  return `${PREVIEW_PATH}?${new URLSearchParams({ res: resource, id: String(Id), field }).toString()}`;
}

/**
 * 预览: the saved text of this field in the phone frame, in a new tab so that the editor stays open.
 * Only for users who may open the preview (READ on shiy, the course screens' object) and the resource.
 */
export function PreviewLink({ resource, Id, field }: { resource: ResourceDef; Id: number; field: FieldDef }) {
  const { user } = useSession();
  const rights = user?.acl.rights;
  if (!canRead(rights, PREVIEW_OBJECT) || !canRead(rights, resource.access)) return null;
  return (
    <p className="mt-1 flex items-center gap-2 text-xs text-gray-600">
      <a href={previewHref(resource.name, Id, field.key)} target="_blank" rel="noopener" data-testid="richtext-preview"
        className={buttonVariants({ size: "sm" })}>预览</a>
      预览显示已保存的内容
    </p>
  );
}
