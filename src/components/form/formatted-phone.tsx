import { formatPhone } from '#contract/phone'

/** The formatted text of `PhoneNumber`, in a chunk of its own with libphonenumber's metadata. */
export default function FormattedPhone({ value }: { value: string }) {
  return formatPhone(value)
}
