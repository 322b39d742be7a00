import { createCatalogLoaders } from '../catalog/catalog.loaders'
import type { Database } from '../db/client'
import { findAppointmentDetails } from '../appointments/appointments.service'
import { findDoctorCardsByIds, findDoctorFactsByIds } from '../doctors/doctors.service'
import { oneByKey } from '../shared/loaders'

/**
 * Every domain's DataLoaders, made fresh for each request by buildContext. Public catalog lists
 * load their relations in their own statement (graphql/public-reads.ts); loaders serve the rest.
 */
export const createLoaders = (db: Database) => ({
  ...createCatalogLoaders(db),
  // An appointment's doctor, with everything a card shows but the computed facts,
  doctorCardById: oneByKey(
    (ids: number[]) => findDoctorCardsByIds(db, ids),
    (doctor) => doctor.id,
  ),
  // which come apart, for the doctors whose next free time or rating a query asks.
  doctorFactsById: oneByKey(
    (ids: number[]) => findDoctorFactsByIds(db, ids),
    (facts) => facts.id,
  ),
  // What a listed appointment carries beyond its card (the conversation, files, report…), when a query asks.
  appointmentDetailsById: oneByKey(
    (ids: number[]) => findAppointmentDetails(db, ids),
    (details) => details.id,
  ),
})

export type Loaders = ReturnType<typeof createLoaders>
