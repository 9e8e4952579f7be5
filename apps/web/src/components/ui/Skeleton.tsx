// A grey placeholder with the size of what is loading, so nothing jumps when it arrives.
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-stone-800/80 ${className}`} />;
}
