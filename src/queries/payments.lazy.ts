/**
 * What route definitions need of payments, loaded on first use: every page's bundle holds every
 * route's definition, so the options, the mutations beside them and the loaders' work load only
 * when a payment, pricing or billing page does.
 */
export const loadPaymentQueries = () => import('./payments').then((module) => module.paymentQueries)

type Loaders = typeof import('./payment-loaders')
const loaders = () => import('./payment-loaders')

export const paymentPageLoader = async (options: Parameters<Loaders['paymentPage']>[0]) => (await loaders()).paymentPage(options)
export const pricingPageLoader = async (options: Parameters<Loaders['pricingPage']>[0]) => (await loaders()).pricingPage(options)
export const subscriptionPaymentGuard = async (options: Parameters<Loaders['subscriptionPaymentGuard']>[0]) => (await loaders()).subscriptionPaymentGuard(options)
export const subscriptionPaymentLoader = async (options: Parameters<Loaders['subscriptionPaymentPage']>[0]) => (await loaders()).subscriptionPaymentPage(options)
