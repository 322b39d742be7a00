import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'

interface OrganizationFilterProps {
  organizations: ReadonlyArray<{ id: string; name: string }>
  selected: ReadonlyArray<string>
  onChange: (ids: string[]) => void
}

/** A multi-select of organisations as checkboxes (the service doctor list's `organizations` filter). */
export function OrganizationFilter({ organizations, selected, onChange }: OrganizationFilterProps) {
  const id = useId()
  const toggle = (organizationId: string, checked: boolean) =>
    onChange(checked ? [...selected, organizationId] : selected.filter((value) => value !== organizationId))

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
              onCheckedChange={(checked) => toggle(organization.id, checked)}
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
