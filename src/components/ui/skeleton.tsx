// Loading placeholders shown during client-side navigation while data loads.

export function CardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={`animate-pulse overflow-hidden rounded-card border border-slate-200 bg-white ${className}`} aria-hidden="true">
      <div className="aspect-[8/5] bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
      </div>
    </div>
  );
}

export function CardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-3xl animate-pulse space-y-4 px-4 py-12">
      <div className="aspect-[8/5] rounded-card bg-slate-200" />
      <div className="h-8 w-3/4 rounded bg-slate-200" />
      <div className="h-4 w-full rounded bg-slate-200" />
      <div className="h-4 w-5/6 rounded bg-slate-200" />
    </div>
  );
}
