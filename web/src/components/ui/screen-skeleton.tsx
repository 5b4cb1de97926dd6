import { Skeleton } from './skeleton';

/**
 * What a screen reached for the first time shows while its code comes: its title and a list, in outline. React
 * keeps a suspended screen's fallback for at least 300 ms, so an empty one left only the header on screen.
 */
export function ScreenSkeleton() {
  return (
    <div aria-busy="true" data-screen-loading className="flex flex-1 flex-col gap-2">
      <Skeleton className="mb-4 mt-2 h-9 w-48" />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-16 rounded-2xl" />
      ))}
    </div>
  );
}
