/** The large centred spinner shown while a page loads, padded 100px from the top (spec §2). */
export function PageLoading() {
  return (
    <div className="flex justify-center pt-[100px]" role="status" aria-live="polite" data-testid="page-loading">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-primary-soft border-t-primary" />
      <span className="sr-only">加载中…</span>
    </div>
  );
}
