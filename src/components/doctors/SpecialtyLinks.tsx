import { Link } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import type { DoctorCardData } from './doctor-helpers'

/** Whole class names, so Tailwind finds them: `xs` on a card in a list, `sm` on a doctor's profile. */
const TEXT_SIZE = { xs: 'text-xs', sm: 'text-sm' } as const

interface SpecialtyLinksProps {
  specialties: DoctorCardData['specialties']
  size: keyof typeof TEXT_SIZE
}

/** A doctor's specialties as chips, each linking to the specialty's page; nothing when there are none. */
export function SpecialtyLinks({ specialties, size }: SpecialtyLinksProps) {
  const intl = useIntl()
  const lang = langParam(useLocale())
  if (specialties.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: 'doctors.specialties' })}>
      {specialties.map((specialty) => (
        <li key={specialty.id}>
          <Link
            to="/{-$lang}/specialties/$slug"
            params={{ lang, slug: specialty.slug }}
            className={`inline-block rounded-full bg-brand-50 px-3 py-1 ${TEXT_SIZE[size]} font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
          >
            {specialty.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
