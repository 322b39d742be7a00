import { useId, useState, type ReactNode } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAppForm } from '~/components/form/form-hook'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Spinner } from '~/components/ui/spinner'
import { Textarea } from '~/components/ui/textarea'
import { useLocale } from '~/i18n/useLocale'
import { clampStep, healthStepsFor, stepPatch, type HealthAnswers, type HealthStep } from '~/lib/health-options'
import { healthStepError, type HealthStepError } from '~/lib/health-step-check'
import { healthMutations, healthQueries } from '~/queries/health'
import { submitChange } from '~/components/shared/show-result'
import { sessionQueries } from '~/queries/session'
import { asciiDigits, parseDecimal } from '#contract/digits'
import { useRegionalLocale } from '~/lib/regional-locale'
import { defaultMeasureUnits, measureRange, withMeasureUnits, type Measure, type MeasureUnits } from '#contract/health-answers'

export interface HealthQuestionnaireProps {
  /** 1-based step; out-of-range values are clamped */
  step: number
  /** the language tag with the reader's region that picks the units, when the page read it on the server (else the browser's, once hydrated) */
  unitsTag?: string
  onStepChange(step: number): void
  onDone(): void
}

/**
 * The health questionnaire (spec part 2 §3): one question per step, saved through updateHealthInfo
 * on "next". Used by the /health page (server-rendered, its code loaded when the patient starts on it:
 * `HydrateLater`, ADR 0054) and by the auth overlay's health step.
 */
export default function HealthQuestionnaire(props: HealthQuestionnaireProps) {
  const locale = useLocale()
  const intl = useIntl()
  const { data: user, isPending } = useQuery(sessionQueries.currentUser(locale))
  const saved = useQuery(healthQueries.answers())
  if (isPending || saved.isPending) return <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
  if (!user) return null
  return <QuestionnaireForm {...props} gender={user.gender} saved={saved.data ?? null} />
}

/**
 * The questionnaire on the one form hook: the answers are the form's values (kept across steps), the
 * step's rule (`healthStepError`, the API's schema) its submit validator, and the API's answer shown
 * the one way (`submitChange`). Any edit clears what the last "next" said.
 */
function QuestionnaireForm({
  step,
  unitsTag: pageUnitsTag,
  onStepChange,
  onDone,
  gender,
  saved,
}: HealthQuestionnaireProps & { gender: number | null | undefined; saved: HealthAnswers | null }) {
  const locale = useLocale()
  const intl = useIntl()
  const saveAnswers = useMutation(healthMutations.saveAnswers())
  const headingId = useId()
  // The unit is preselected by language and region, and a number alone takes it (contract/health-answers.ts).
  const browserUnitsTag = useRegionalLocale(locale)
  const unitsTag = pageUnitsTag ?? browserUnitsTag
  const steps = healthStepsFor(gender)
  const number = clampStep(step, steps.length)
  const question = steps[number - 1]

  // The answers as loaded, once: a new object on a later render would reset the form's values (its
  // answers are set with setFieldValue, so the form never counts as touched).
  const [initial] = useState<HealthAnswers>(() => saved ?? {})
  const form = useAppForm({
    defaultValues: initial,
    validators: {
      onSubmit: ({ value }) => (question ? (healthStepError(question, withMeasureUnits(value, unitsTag)) ?? undefined) : undefined),
    },
    onSubmit: async ({ value, formApi }) => {
      if (!question) return
      const answers = withMeasureUnits(value, unitsTag)
      // The one way (`showResult`): the API's range error goes on the measure it names (the same rule
      // as the validator, so rarely seen); any other refusal is a toast, a thrown call the generic error.
      await submitChange(intl, saveAnswers.mutateAsync(stepPatch(question, answers)), {
        successId: null,
        fields:
          question.kind === 'measure'
            ? { fields: [question.key], setError: (field, message) => formApi.setErrorMap({ onSubmit: { field, message } }) }
            : undefined,
        done: () => (number === steps.length ? onDone() : onStepChange(number + 1)),
      })
    },
  })

  if (!question) return null

  const change = (patch: HealthAnswers) => {
    form.setErrorMap({ onSubmit: undefined })
    for (const [key, value] of Object.entries(patch)) form.setFieldValue(key as keyof HealthAnswers, value)
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted">
          <FormattedMessage id="health.step_of" values={{ step: number, total: steps.length }} />
        </p>
        <div
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'health.progress' })}
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={number}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${(number / steps.length) * 100}%` }} />
        </div>
      </div>
      <form.AppForm>
        <form.Form className="flex flex-col gap-6">
          <form.Subscribe selector={(state) => ({ values: state.values, error: state.errorMap.onSubmit as HealthStepError | undefined })}>
            {({ values, error }) => {
              const stepError = error && error.field === null ? error : null
              return (
                <>
                  <fieldset className="flex flex-col gap-4" aria-describedby={stepError ? `${headingId}-error` : undefined}>
                    <legend id={headingId} className="mb-2 text-xl font-semibold">
                      <FormattedMessage id={`health.question_${question.key}`} />
                    </legend>
                    <StepInput
                      step={question}
                      answers={withMeasureUnits(values, unitsTag)}
                      units={defaultMeasureUnits(unitsTag)}
                      onChange={change}
                      invalid={error?.field === question.key ? error.message : null}
                    />
                  </fieldset>
                  {stepError && (
                    <p id={`${headingId}-error`} role="alert" className="text-sm text-red-700">
                      <FormattedMessage
                        id={stepError.message === 'answer_required' ? 'health.answer_required' : `validation.${stepError.message}`}
                      />
                    </p>
                  )}
                </>
              )
            }}
          </form.Subscribe>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(saving) => (
              <div className="flex justify-between gap-3">
                <Button variant="outline" disabled={number === 1 || saving} onClick={() => onStepChange(number - 1)}>
                  <FormattedMessage id="health.back" />
                </Button>
                <form.SubmitButton>
                  <FormattedMessage id={number === steps.length ? 'health.finish' : 'health.next'} />
                </form.SubmitButton>
              </div>
            )}
          </form.Subscribe>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

function StepInput({
  step,
  answers,
  units,
  onChange,
  invalid,
}: {
  step: HealthStep
  answers: HealthAnswers
  /** the units shown chosen while the answers have none (the same a number alone is saved with) */
  units: MeasureUnits
  onChange(patch: HealthAnswers): void
  /** a validation message key for the measure */
  invalid: string | null
}) {
  const intl = useIntl()
  switch (step.kind) {
    case 'measure': {
      const unit = answers[step.unitKey] || units[step.unitKey]
      return (
        <div className="flex flex-wrap items-end gap-4">
          <MeasureInput
            key={step.key}
            measure={step.key}
            value={answers[step.key]}
            error={invalid && intl.formatMessage({ id: `validation.${invalid}` }, { ...measureRange(step.key, unit) })}
            onChange={(value) => onChange({ [step.key]: value })}
          />
          <Choices
            name={step.unitKey}
            label={intl.formatMessage({ id: 'health.unit' })}
            options={step.units}
            value={unit}
            onChange={(unit) => onChange({ [step.unitKey]: unit })}
            inline
          />
        </div>
      )
    }
    case 'choice':
      return (
        <Choices
          name={step.key}
          options={step.options}
          value={answers[step.key] ?? null}
          onChange={(value) => onChange({ [step.key]: value })}
        />
      )
    case 'yesNo':
      return <YesNo name={step.key} value={answers[step.key]} onChange={(value) => onChange({ [step.key]: value })} />
    case 'yesNoText': {
      const other = `${step.key}_other` as const
      return (
        <YesNo name={step.key} value={answers[step.key]} onChange={(value) => onChange({ [step.key]: value })}>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            <FormattedMessage id="health.details" />
            <Textarea
              rows={3}
              maxLength={500}
              value={answers[other] ?? ''}
              onChange={(event) => onChange({ [other]: event.target.value })}
            />
          </label>
        </YesNo>
      )
    }
    case 'yesNoChoice': {
      const other = `${step.key}_other` as const
      return (
        <YesNo name={step.key} value={answers[step.key]} onChange={(value) => onChange({ [step.key]: value })}>
          <Choices
            name={other}
            label={intl.formatMessage({ id: 'health.how_often' })}
            options={step.options}
            value={answers[other] ?? null}
            onChange={(value) => onChange({ [other]: value })}
          />
        </YesNo>
      )
    }
    case 'yesNoOptions': {
      const optionsKey = `${step.key}_options` as const
      const other = `${step.key}_other` as const
      const chosen = answers[optionsKey] ?? []
      return (
        <YesNo name={step.key} value={answers[step.key]} onChange={(value) => onChange({ [step.key]: value })}>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">
              <FormattedMessage id="health.which" />
            </legend>
            {step.options.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={chosen.includes(option)}
                  onChange={(event) =>
                    onChange({ [optionsKey]: event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option) })
                  }
                />
                <FormattedMessage id={`health.option_${option}`} />
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            <FormattedMessage id="health.other" />
            <Input maxLength={500} value={answers[other] ?? ''} onChange={(event) => onChange({ [other]: event.target.value })} />
          </label>
        </YesNo>
      )
    }
  }
}

/**
 * A height or weight as text: Arabic-Indic and Persian digits become ASCII as they are typed, and
 * what is not a number stays visible (NaN) so the questionnaire can say so.
 */
function MeasureInput({
  measure,
  value,
  error,
  onChange,
}: {
  measure: Measure
  value: number | null | undefined
  error: string | null
  onChange(value: number | null): void
}) {
  const [text, setText] = useState(() => (value == null || Number.isNaN(value) ? '' : String(value)))
  const errorId = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        <FormattedMessage id={`health.label_${measure}`} />
        <Input
          inputMode="decimal"
          dir="ltr"
          className="w-40"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const typed = asciiDigits(event.target.value)
            setText(typed)
            onChange(parseDecimal(typed))
          }}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** A yes/no radio pair; the details (children) show only after "yes". */
function YesNo({
  name,
  value,
  onChange,
  children,
}: {
  name: string
  value: number | null | undefined
  onChange(value: number): void
  children?: ReactNode
}) {
  const intl = useIntl()
  return (
    <>
      <Choices
        name={name}
        options={['1', '0']}
        labels={{ '1': intl.formatMessage({ id: 'health.yes' }), '0': intl.formatMessage({ id: 'health.no' }) }}
        value={value === 1 || value === 0 ? String(value) : null}
        onChange={(choice) => onChange(Number(choice))}
        inline
      />
      {value === 1 && children}
    </>
  )
}

function Choices({
  name,
  label,
  options,
  labels,
  value,
  onChange,
  inline = false,
}: {
  name: string
  label?: string
  options: readonly string[]
  labels?: Record<string, string>
  value: string | null
  onChange(value: string): void
  inline?: boolean
}) {
  const radios = (
    <div className={inline ? 'flex flex-wrap gap-3' : 'flex flex-col gap-2'}>
      {options.map((option) => (
        <label
          key={option}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-4 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
        >
          <input
            type="radio"
            name={name}
            className="size-4 accent-brand-600"
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {labels?.[option] ?? <FormattedMessage id={`health.option_${option}`} />}
        </label>
      ))}
    </div>
  )
  if (!label) return radios
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {radios}
    </fieldset>
  )
}
