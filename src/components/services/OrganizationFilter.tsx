import { useId } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { Card } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'
import { normalizeIdList } from '~/lib/list-search'

const route = getRouteApi('/{-$lang}/services/$slug')

interface OrganizationFilterProps {
  organizations: ReadonlyArray<{ id: string; name: string }>
  selected: ReadonlyArray<string>
}

/**
 * A multi-select of organisations as checkboxes: the service doctor list's `organizations` filter,
 * kept in the URL. Its code loads on the first reach (HydrateLater), the toggle's with it.
 */
export function OrganizationFilter({ organizations, selected }: OrganizationFilterProps) {
  const id = useId()
  const navigate = route.useNavigate()
  // From the URL of the moment, not this render's: boxes ticked before the filter hydrated are replayed in a row.
  const onToggle = (organizationId: string, checked: boolean) =>
    navigate({
      search: (prev) => {
        const current = prev.organizations ? String(prev.organizations).split(',') : []
        const next = checked ? [...current, organizationId] : current.filter((value) => value !== organizationId)
        return { ...prev, organizations: normalizeIdList(next) || undefined, shown: undefined }
      },
      resetScroll: false,
      replace: true,
    })

  // A labelled group rather than fieldset/legend: a legend sits on the border and cuts it. As tall as
  // its boxes (not the doctor list beside it), and kept in view while the list scrolls.
  return (
    <Card padding="sm" role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-3 self-start tablet:sticky tablet:top-24">
      <p id={`${id}-label`} className="text-sm font-semibold">
        <FormattedMessage id="services.organizations_label" />
      </p>
      {organizations.map((organization) => {
        const checkboxId = `${id}-${organization.id}`
        return (
          <div key={organization.id} className="flex items-center gap-2">
            <Checkbox
              id={checkboxId}
              checked={selected.includes(organization.id)}
              onCheckedChange={(checked) => onToggle(organization.id, checked)}
            />
            <Label htmlFor={checkboxId} className="font-normal">
              {organization.name}
            </Label>
          </div>
        )
      })}
    </Card>
  )
}

export default OrganizationFilter
