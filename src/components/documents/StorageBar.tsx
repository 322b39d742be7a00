import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { formatStorageAmount } from '~/lib/file-size'
import { cn } from '~/lib/utils'
import type { StorageSize } from '~/queries/documents'

const BAR_COLOUR: Record<string, string> = { normal: 'bg-brand-600', warning: 'bg-amber-500', error: 'bg-red-600' }

/**
 * Storage used of the plan's (spec part 2 §3, §5, §9): MB or GB, the share capped at 100 %, amber
 * over 75 % and red over 90 %; a free plan that is full offers the upgrade.
 */
export function StorageBar({ storage, subscribed }: { storage: StorageSize; subscribed: boolean }) {
  const intl = useIntl()
  const locale = useLocale()
  const used = formatStorageAmount(storage.used, storage.unit, locale)
  const limit = formatStorageAmount(storage.limit, storage.unit, locale)
  const percent = Math.round(storage.percent)
  return (
    <div className="flex w-full max-w-xs flex-col gap-1.5 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <span id="storage-label" className="font-medium">
          <FormattedMessage id="documents.storage" />
        </span>
        <span className="text-muted">
          <FormattedMessage id="documents.storage_used" values={{ used: <bdi>{used}</bdi>, limit: <bdi>{limit}</bdi> }} />
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="storage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={intl.formatMessage({ id: 'documents.storage_meter' }, { used, limit, percent })}
        data-level={storage.level}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', BAR_COLOUR[storage.level] ?? BAR_COLOUR.normal)}
          style={{ width: `${storage.percent}%` }}
        />
      </div>
      {!subscribed && storage.level !== 'normal' && (
        <Link
          to="/{-$lang}/subscription"
          params={{ lang: langParam(locale) }}
          className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <FormattedMessage id="documents.get_more_storage" />
        </Link>
      )}
    </div>
  )
}
