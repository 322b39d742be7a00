/**
 * The appointment query options for route loaders. Every page's bundle holds every route's loader,
 * so the loaders fetch the options (and the mutations beside them) only when an appointment page
 * or section loads.
 */
export const loadAppointmentQueries = () => import('./appointments').then((module) => module.appointmentQueries)
