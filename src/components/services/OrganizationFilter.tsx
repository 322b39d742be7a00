import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
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

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold">
        <FormattedMessage id="services.organizations_label" />
      </legend>
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
    </fieldset>
  )
}

export default OrganizationFilter
