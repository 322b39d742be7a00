import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql'
import { PAGE_LIMITS } from '#contract/page-limits'
import { MAX_SAVED_CARDS } from '#contract/payments'
import { MAX_FIND_DOCTOR_FILES } from '#contract/find-doctor'
import { MAX_DATES_PER_APPOINTMENT, MAX_FILES_PER_APPOINTMENT, MAX_LINKS, MAX_NOTES_PER_APPOINTMENT } from '#contract/appointments'

/** A page's sizes as the cost counts them (contract/page-limits.ts, what its resolver accepts). */
const page = ({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) => ({ default: defaultLimit, max: maxLimit })

/**
 * How many items a list field can answer: `max` bounds it (a page's maximum limit, or the most an
 * appointment can hold), `default` is the page size a resolver uses when no limit is asked for.
 * Keyed `Type.field`; a list not named here counts as DEFAULT_LIST_SIZE (short lists such as a
 * doctor's languages). The pages' sizes are the ones their resolvers' `parsePagination` reads.
 */
const LIST_SIZES: Record<string, { default: number; max: number }> = {
  'AppointmentList.results': page(PAGE_LIMITS.appointments),
  'AppointmentReportList.results': page(PAGE_LIMITS.appointmentReports),
  'FastAppointmentList.results': page(PAGE_LIMITS.fastAppointments),
  // getServiceBySlugDoctors answers a DoctorList too, with a page no larger than doctors'
  'DoctorList.results': page(PAGE_LIMITS.doctors),
  'ServiceList.results': page(PAGE_LIMITS.services),
  'Query.languages': page(PAGE_LIMITS.languages),
  'Query.relatedDoctors': page(PAGE_LIMITS.relatedDoctors),
  'NotificationList.results': page(PAGE_LIMITS.notifications),
  'ChargePaymentList.data': page(PAGE_LIMITS.charges),
  'SubscriptionPlanList.results': page(PAGE_LIMITS.subscriptionPlans),
  // every saved card, at most MAX_SAVED_CARDS (refused past it)
  'Query.getSource': { default: MAX_SAVED_CARDS, max: MAX_SAVED_CARDS },
  // What one appointment can hold (contract/appointments.ts, enforced when they are added).
  'Appointment.notes': { default: MAX_NOTES_PER_APPOINTMENT, max: MAX_NOTES_PER_APPOINTMENT },
  'Appointment.files': { default: MAX_FILES_PER_APPOINTMENT, max: MAX_FILES_PER_APPOINTMENT },
  'Appointment.reports_file': { default: MAX_FILES_PER_APPOINTMENT, max: MAX_FILES_PER_APPOINTMENT },
  'Appointment.dates': { default: MAX_DATES_PER_APPOINTMENT, max: MAX_DATES_PER_APPOINTMENT },
  'Appointment.links': { default: MAX_LINKS, max: MAX_LINKS },
  'FastAppointment.files': { default: MAX_FIND_DOCTOR_FILES, max: MAX_FIND_DOCTOR_FILES },
}
const DEFAULT_LIST_SIZE = 10

const OBJECT_COST = 2
const SCALAR_COST = 1

/**
 * A document's fields as the cost counts them, worked out once per document (issue 28: walking the
 * document and the schema on every request was 14 % of a signed-in page's API time). Only what the
 * request's variables decide is left for each request: the limits asked for.
 */
type FieldPlan = {
  node: FieldNode
  /** `Type.field`, the key of LIST_SIZES, for a list; null otherwise */
  listKey: string | null
  /** the selected fields of an object, fragments expanded; null for a leaf */
  children: FieldPlan[] | null
}

type Compile = {
  schema: GraphQLSchema
  fragments: Map<string, FragmentDefinitionNode>
  /** fragments being expanded (a cycle is validation's error to report, not a stack overflow here) */
  expanding: Set<string>
}

/** A `limit` anywhere in a field's arguments (`limit`, `pagination.limit`, `query.pagination.limit`), literal or variable. */
function askedLimit(field: FieldNode, variables: Record<string, unknown>): number | null {
  if (!field.arguments?.length) return null
  const pending: unknown[] = field.arguments.map((argument) =>
    argument.name.value === 'limit'
      ? { limit: valueFromASTUntyped(argument.value, variables) }
      : valueFromASTUntyped(argument.value, variables),
  )
  while (pending.length) {
    const value = pending.pop()
    if (!value || typeof value !== 'object') continue
    for (const [key, item] of Object.entries(value)) {
      if (key === 'limit' && typeof item === 'number') return item
      pending.push(item)
    }
  }
  return null
}

/** Items a list field answers: the limit asked for (or its page's), else the default page, within the maximum. */
function listSize(key: string, asked: number | null, atMaximum: boolean): number {
  const sizes = LIST_SIZES[key]
  if (atMaximum) return sizes?.max ?? DEFAULT_LIST_SIZE
  // A limit below 1 is refused by the resolver; it must not lower the cost of the fields beside it.
  const wanted = asked === null ? null : Math.max(1, asked)
  if (!sizes) return wanted ?? DEFAULT_LIST_SIZE
  return Math.min(wanted ?? sizes.default, sizes.max)
}

function fieldsOf(type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : {}
}

function compileSelection(compile: Compile, parent: GraphQLNamedType, selectionSet: SelectionSetNode, into: FieldPlan[] = []): FieldPlan[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? compile.schema.getType(selection.typeCondition.name.value) : parent
      if (type) compileSelection(compile, type, selection.selectionSet, into)
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value
      const fragment = compile.fragments.get(name)
      const type = fragment && compile.schema.getType(fragment.typeCondition.name.value)
      if (!fragment || !type || compile.expanding.has(name)) continue
      compile.expanding.add(name)
      compileSelection(compile, type, fragment.selectionSet, into)
      compile.expanding.delete(name)
    } else {
      // Introspection is refused in production; in development it must stay usable (GraphiQL).
      if (selection.name.value.startsWith('__')) continue
      const definition = fieldsOf(parent)[selection.name.value]
      if (!definition) continue
      const type = getNamedType(definition.type)
      const isList = isListType(getNullableType(definition.type))
      into.push({
        node: selection,
        listKey: isList ? `${parent.name}.${selection.name.value}` : null,
        children: isLeafType(type) || !selection.selectionSet ? null : compileSelection(compile, type, selection.selectionSet),
      })
    }
  }
  return into
}

function planCost(fields: FieldPlan[], variables: Record<string, unknown>, atMaximum: boolean, pageLimit: number | null): number {
  let total = 0
  for (const field of fields) {
    const asked = atMaximum ? null : askedLimit(field.node, variables)
    // A page (`appointments(query: { pagination: { limit } })`) hands its limit to the list inside it.
    const size = field.listKey ? listSize(field.listKey, asked ?? pageLimit, atMaximum) : 1
    const own = field.children ? OBJECT_COST + planCost(field.children, variables, atMaximum, field.listKey ? null : asked) : SCALAR_COST
    total += size * own
  }
  return total
}

/** Each operation's plan, by operation name; kept as long as the document is (yoga keeps one per query text). */
const plans = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, FieldPlan[]>>>()

function documentPlan(schema: GraphQLSchema, document: DocumentNode): Map<string, FieldPlan[]> {
  let forSchema = plans.get(schema)
  if (!forSchema) plans.set(schema, (forSchema = new WeakMap()))
  const known = forSchema.get(document)
  if (known) return known
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const plan = new Map<string, FieldPlan[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const root = schema.getRootType(definition.operation)
    if (!root) continue
    plan.set(
      definition.name?.value ?? '(anonymous)',
      compileSelection({ schema, fragments, expanding: new Set() }, root, definition.selectionSet),
    )
  }
  forSchema.set(document, plan)
  return plan
}

/**
 * The cost of each operation of a document: objects 2, scalars 1, each multiplied by the number of
 * items its lists can answer (the limit asked for, or the list's default page, within its maximum).
 * Unlike GraphQL Armor's cost, it sees limits inside input objects and variables (issue 25).
 * `variables: 'at maximum'` counts every list at its maximum: the most the document costs with any variables.
 */
export function operationCosts(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | 'at maximum' = {},
): Map<string, number> {
  const atMaximum = variables === 'at maximum'
  const costs = new Map<string, number>()
  for (const [name, fields] of documentPlan(schema, document))
    costs.set(name, planCost(fields, atMaximum ? {} : variables, atMaximum, null))
  return costs
}

/** Why a document is refused: the most costly of its operations over `maxCost`, else null. */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  maxCost: number,
): GraphQLError | null {
  const [name, cost] = [...operationCosts(schema, document, variables)].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  if (cost <= maxCost) return null
  return new GraphQLError(`Query cost limit of ${maxCost} exceeded, found ${cost} (operation ${name}).`, {
    extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 } },
  })
}
