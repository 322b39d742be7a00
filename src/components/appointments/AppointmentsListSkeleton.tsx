import { Skeleton } from '~/components/ui/skeleton'

/** The list's loading state: five card-shaped placeholders (spec part 1 §9). */
export const APPOINTMENT_SKELETONS = 5

/** What the list shows while it loads. */
export function AppointmentsListSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-busy="true">
      {Array.from({ length: APPOINTMENT_SKELETONS }, (_, index) => (
        <li key={index}>
          <Skeleton className="h-28 rounded-2xl" />
        </li>
      ))}
    </ul>
  )
}
