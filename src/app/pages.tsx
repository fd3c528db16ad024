import type { ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "./documentTitle";

export function Result({ code, title, text, testId, children }: { code: string; title: string; text: string; testId: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-xl px-6 pt-[100px] text-center" data-testid={testId}>
      <p className="text-6xl font-semibold text-gray-300" aria-hidden="true">{code}</p>
      <h1 className="mt-4 text-xl font-medium">{title}</h1>
      <p className="mt-2 text-gray-600">{text}</p>
      {children}
      <Link className="mt-6 inline-block rounded bg-primary-active px-4 py-2 text-white hover:bg-primary-ink" to="/welcome">返回首页</Link>
    </section>
  );
}

/** A route the user may not open. */
export function ForbiddenPage() {
  return <Result code="403" title="无权访问" text="抱歉，您没有访问此页面的权限。如需开通，请联系系统管理员。" testId="page-403" />;
}

/** The final catch-all for users without dashboard rights. */
export function NotFoundPage() {
  return <Result code="404" title="页面不存在" text="抱歉，您访问的页面不存在，请检查地址是否正确。" testId="page-404" />;
}

