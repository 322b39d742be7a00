import { CreditCardIcon } from 'lucide-react'
import { cn } from '~/lib/utils'
import { brandIcon, type CardBrand } from '#contract/payments'

/** Each brand's mark as a small coloured label (spec part 1 §3); any other brand gets a card outline. */
const MARKS: Record<CardBrand, { text: string; className: string }> = {
  visa: { text: 'VISA', className: 'bg-[#1a1f71] text-white italic' },
  mastercard: { text: 'MC', className: 'bg-[#eb001b] text-white' },
  amex: { text: 'AMEX', className: 'bg-[#2e77bc] text-white' },
  diners: { text: 'DC', className: 'bg-[#0079be] text-white' },
  discover: { text: 'DISC', className: 'bg-[#ff6000] text-white' },
  jcb: { text: 'JCB', className: 'bg-[#0b7a3e] text-white' },
  unionpay: { text: 'UP', className: 'bg-[#d10429] text-white' },
}

export function CardBrandIcon({ brand, className }: { brand: string | null | undefined; className?: string }) {
  const icon = brandIcon(brand)
  const box = 'inline-flex h-6 w-10 shrink-0 items-center justify-center rounded text-[10px] font-bold tracking-tight'
  if (icon === 'default') {
    return (
      <span data-brand="default" aria-hidden className={cn(box, 'border border-slate-300 text-muted', className)}>
        <CreditCardIcon className="size-4" />
      </span>
    )
  }
  return (
    <span data-brand={icon} aria-hidden className={cn(box, MARKS[icon].className, className)}>
      {MARKS[icon].text}
    </span>
  )
}
