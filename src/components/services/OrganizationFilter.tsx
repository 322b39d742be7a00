import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { Card } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'

interface OrganizationFilterProps {
  organizations: ReadonlyArray<{ id: string; name: string }>
  selected: ReadonlyArray<string>
  /** One box changed: the page applies it to the current URL, so toggles made in a row all count. */
  onToggle: (organizationId: string, checked: boolean) => void
}

/** A multi-select of organisations as checkboxes (the service doctor list's `organizations` filter). */
export function OrganizationFilter({ organizations, selected, onToggle }: OrganizationFilterProps) {
  const id = useId()

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
