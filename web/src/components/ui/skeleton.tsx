export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-shimmer rounded-xl bg-surface-2 ${className}`} />;
}
