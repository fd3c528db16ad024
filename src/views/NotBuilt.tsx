import type { ViewProps } from "./viewProps";

/** An honest page for a route whose screen is not built yet: its title, and no fake data. */
export default function NotBuilt({ route }: ViewProps) {
  return (
    <section className="rounded bg-white p-8" data-testid="page-not-built">
      <h1 className="text-lg font-medium">{route.title}</h1>
      <p className="mt-3 text-gray-600">此页面尚未建成：「{route.title}」的功能还在开发中，暂时没有可以查看或操作的数据。</p>
      <p className="mt-1 text-sm text-gray-600">路由 {route.path}</p>
    </section>
  );
}
