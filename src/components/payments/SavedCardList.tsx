import { FormattedMessage } from 'react-intl'
import { PlusIcon } from 'lucide-react'
import type { SavedCard } from '~/queries/payments'
import { SavedCardSummary } from './SavedCardSummary'

/** Saved cards as one radio group, the first preselected, with "pay with a new card" last (spec part 1 §2). */
export function SavedCardList({
  cards,
  selected,
  newCardValue,
  onSelect,
}: {
  cards: ReadonlyArray<SavedCard>
  selected: string
  newCardValue: string
  onSelect: (source: string) => void
}) {
  const option =
    'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500'
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">
        <FormattedMessage id="payments.saved_cards" />
      </legend>
      {/* The list scrolls past 272 px (spec part 1 §9). */}
      <div className="flex max-h-[272px] flex-col gap-2 overflow-y-auto" data-testid="saved-cards">
        {cards.map((card) => (
          <label key={card.source} className={option}>
            <input
              type="radio"
              name="card"
              value={card.source}
              checked={selected === card.source}
              onChange={() => onSelect(card.source)}
              className="accent-brand-600"
            />
            <SavedCardSummary card={card} />
          </label>
        ))}
      </div>
      <label className={option}>
        <input
          type="radio"
          name="card"
          value={newCardValue}
          checked={selected === newCardValue}
          onChange={() => onSelect(newCardValue)}
          className="accent-brand-600"
        />
        <PlusIcon aria-hidden className="size-5 text-muted" />
        <FormattedMessage id="payments.pay_with_new_card" />
      </label>
    </fieldset>
  )
}
