import { cn } from '~/lib/utils'

interface DoctorAvatarProps {
  src: string | null
  name: string
  /** When the name is already written next to the photo, the photo is decorative. */
  decorative?: boolean
  /** The page's largest picture (a profile's photo): fetched at once and first, not when scrolled near. */
  priority?: boolean
  className?: string
}

/** A round doctor photo (alt = the doctor's name); initials when there is no photo. */
export function DoctorAvatar({ src, name, decorative = false, priority = false, className }: DoctorAvatarProps) {
  if (!src) {
    const initials = name
      .split(/\s+/)
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2)
    return (
      <span
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700', className)}
      >
        {initials}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={decorative ? '' : name}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', className)}
    />
  )
}
