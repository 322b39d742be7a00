/**
 * Route loaders whose work loads on first use (page-loaders.ts): every page's first load holds every
 * route's definition, so these routes name a wrapper here instead of carrying their loader's code.
 */
type Loaders = typeof import('./page-loaders')
const loaders = () => import('./page-loaders')

export const accountPageLoader = async (options: Parameters<Loaders['accountPage']>[0]) => (await loaders()).accountPage(options)
export const healthPageLoader = async (options: Parameters<Loaders['healthPage']>[0]) => (await loaders()).healthPage(options)
export const bookAppointmentPageLoader = async (options: Parameters<Loaders['bookAppointmentPage']>[0]) =>
  (await loaders()).bookAppointmentPage(options)
export const paymentPageLoader = async (options: Parameters<Loaders['paymentPage']>[0]) => (await loaders()).paymentPage(options)
export const pricingPageLoader = async (options: Parameters<Loaders['pricingPage']>[0]) => (await loaders()).pricingPage(options)
export const subscriptionPaymentGuard = async (options: Parameters<Loaders['subscriptionPaymentGuard']>[0]) =>
  (await loaders()).subscriptionPaymentGuard(options)
export const subscriptionPaymentLoader = async (options: Parameters<Loaders['subscriptionPaymentPage']>[0]) =>
  (await loaders()).subscriptionPaymentPage(options)
export const roomPageLoader = async (options: Parameters<Loaders['roomPage']>[0]) => (await loaders()).roomPage(options)
