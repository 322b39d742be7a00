import { useIntl } from 'react-intl'
import { withFieldGroup } from './form-hook'

/**
 * A person's first and last name, side by side from phone width up: the field group every form
 * asking for a name in a step of its own uses. `namespace` holds its `first_name` and `last_name`
 * labels (each page loads its own messages, ADR 0018).
 *
 *   <NameFields form={form} fields={NAME_FIELDS} namespace="auth" />
 */
export const NameFields = withFieldGroup({
  defaultValues: { first_name: '', last_name: '' },
  props: { namespace: 'auth' as 'auth' | 'findDoctor' },
  render: function Render({ group, namespace }) {
    const intl = useIntl()
    const label = (name: string) => intl.formatMessage({ id: `${namespace}.${name}` })
    return (
      <div className="grid gap-4 mobile:grid-cols-2">
        <group.AppField name="first_name">
          {(field) => <field.TextField label={label('first_name')} autoComplete="given-name" />}
        </group.AppField>
        <group.AppField name="last_name">
          {(field) => <field.TextField label={label('last_name')} autoComplete="family-name" />}
        </group.AppField>
      </div>
    )
  },
})

/** The group's fields where a form names them the same (`first_name`, `last_name`). */
export const NAME_FIELDS = { first_name: 'first_name', last_name: 'last_name' } as const
