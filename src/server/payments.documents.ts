import { graphql } from '~/gql'

/** Card payments, saved cards and the subscription (issue 13, spec part 1 §3, part 2 §3, §7). */

export const PaymentConfigDocument = graphql(`
  query PaymentConfig {
    paymentConfig {
      processor
      publishable_key
    }
  }
`)

export const SavedCardsDocument = graphql(`
  query SavedCards {
    getSource {
      id
      source
      is_default
      source_info {
        card {
          brand
          last4
          exp_month
          exp_year
        }
      }
    }
  }
`)

export const ChargePaymentsDocument = graphql(`
  query ChargePayments($pagination: PaginationInput) {
    chargePayments(pagination: $pagination) {
      total
      data {
        id
        created_at
        amount
        description
        discount {
          price
          amount
          percent
          plan
        }
        status
        receipt_url
      }
    }
  }
`)

/** What the payment screen shows of the appointment it pays. */
export const PayableAppointmentDocument = graphql(`
  query PayableAppointment($payKey: String!) {
    appointmentByKey(payKey: $payKey) {
      id
      status
      paid
      price
      plan {
        id
        name
        type
      }
      doctor {
        id
        first_name
        last_name
      }
    }
  }
`)

/** What the patient's plan grants now (the entitlements service): the discount on consultations, for now. */
export const MyEntitlementsDocument = graphql(`
  query MyEntitlements {
    myEntitlements {
      plan {
        id
        name
        subscribed
      }
      features {
        feature
        allowed
        unit
        limit
      }
    }
  }
`)

export const SubscriptionPlansDocument = graphql(`
  query SubscriptionPlans($pagination: PaginationInput) {
    getSubscriptions(pagination: $pagination) {
      total
      results {
        id
        name
        icon
        features {
          id
          name
          icon
          item {
            value
            unit
            options {
              type
              limit
            }
          }
        }
        options {
          id
          duration_type
          price
        }
      }
    }
  }
`)

export const PaymentAnswerFields = graphql(`
  fragment PaymentAnswerFields on PaymentAnswer {
    id
    status
    redirect_url
    client_secret
    error_code
    decline_code
  }
`)

export const PayAppointmentDocument = graphql(`
  mutation PayAppointment($input: PayAppointmentInput!) {
    PayAppointment(input: $input) {
      ...PaymentAnswerFields
    }
  }
`)

export const PaySubscriptionDocument = graphql(`
  mutation PaySubscription($input: PaySubscriptionInput!) {
    PaySubscription(input: $input) {
      ...PaymentAnswerFields
    }
  }
`)

export const ConfirmPaymentDocument = graphql(`
  mutation ConfirmPayment($id: ID!) {
    ConfirmPayment(id: $id) {
      ...PaymentAnswerFields
    }
  }
`)

export const CreateSourceDocument = graphql(`
  mutation CreateSource($source: String!) {
    createSource(input: { source: $source }) {
      message
    }
  }
`)

export const RemoveCardDocument = graphql(`
  mutation RemoveCard($source: String!) {
    removeCard(input: { source: $source }) {
      message
    }
  }
`)

export const SetDefaultCardDocument = graphql(`
  mutation SetDefaultCard($source: String!) {
    setDefault(input: { source: $source }) {
      message
    }
  }
`)

export const SwitchSubscriptionPlanDocument = graphql(`
  mutation SwitchSubscriptionPlan($optionId: ID!) {
    switchSubscriptionPlan(option_id: $optionId) {
      message
    }
  }
`)
