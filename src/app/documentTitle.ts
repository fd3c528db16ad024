import { useEffect } from "react";

export const APP_TITLE = "墨苑管理后台";

/** The document title from the matched route's title, or the default title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
