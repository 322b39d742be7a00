import { Link } from '@tanstack/react-router'
import { PencilIcon } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { HealthTodo } from '~/components/shared/HealthTodo'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { describeAnswer, healthStepsFor } from '~/lib/health-options'
import { healthQueries } from '~/queries/health'
import type { CurrentUser } from '~/queries/session'
import { Bdi } from '~/components/ui/bidi'
import { useSuspenseData } from '~/queries/suspense-data'

/** Account › health details: every answer with an edit link to its step, or "let's start" (spec part 2 §2). */
export default function HealthSummary({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const locale = useLocale()
  const answers = useSuspenseData(healthQueries.answers())
  const steps = healthStepsFor(user.gender)
  return (
    <section aria-labelledby="health-summary-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="health-summary-heading" className="text-xl font-semibold">
          <FormattedMessage id="health.summary_title" />
        </h2>
        <p className="text-sm text-muted">
          <FormattedMessage id="health.summary_intro" />
        </p>
      </div>
      {!answers ? (
        <Button asChild className="self-start">
          <Link to="/{-$lang}/health" params={{ lang: langParam(locale) }} search={{ step: 1 }}>
            <FormattedMessage id="health.lets_start" />
          </Link>
        </Button>
      ) : (
        <>
          {/* Questions left (a woman's two after sign-up, say) as a to-do with a link to the first. */}
          <HealthTodo gender={user.gender} />
          <Card as="dl" padding="none" className="divide-y divide-slate-200">
            {steps.map((step, index) => {
              const item = intl.formatMessage({ id: `health.item_${step.key}` })
              return (
                <div key={step.key} className="flex flex-col gap-0.5 px-5 py-4">
                  <dt className="text-sm text-muted">{item}</dt>
                  <dd className="flex items-center justify-between gap-4">
                    {/* Answers may be the patient's own words (another allergy, a medication). */}
                    <Bdi as="span" className="min-w-0 font-medium">
                      {describeAnswer(
                        step,
                        answers,
                        (id) => intl.formatMessage({ id }),
                        (n) => intl.formatNumber(n),
                      ) ?? <FormattedMessage id="health.not_answered" />}
                    </Bdi>
                    <Link
                      to="/{-$lang}/health"
                      params={{ lang: langParam(locale) }}
                      search={{ step: index + 1 }}
                      aria-label={intl.formatMessage({ id: 'health.edit_item' }, { item })}
                      className="shrink-0 rounded-md p-2 text-brand-600 outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      <PencilIcon className="size-4" aria-hidden />
                    </Link>
                  </dd>
                </div>
              )
            })}
          </Card>
        </>
      )}
    </section>
  )
}
