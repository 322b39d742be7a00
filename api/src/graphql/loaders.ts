import DataLoader from 'dataloader'
import { createCatalogLoaders } from '../catalog/catalog.loaders'
import type { Database } from '../db/client'
import { findAppointmentDetails } from '../appointments/appointments.service'
import { findDoctorFactsByIds } from '../doctors/doctors.service'
import { oneByKey } from '../shared/loaders'
import type { PublicReads } from './public-reads'

/**
 * Every domain's DataLoaders, made fresh for each request by buildContext. Public catalog lists
 * load their relations in their own statement (graphql/public-reads.ts); loaders serve the rest.
 */
export const createLoaders = (db: Database, reads: PublicReads) => ({
  ...createCatalogLoaders(db),
  // An appointment's doctor, with everything a card shows but the computed facts: public catalogue
  // data, kept by the catalog cache like a profile (the misses of a turn read in one statement),
  doctorCardById: new DataLoader((ids: readonly number[]) => Promise.all(ids.map((id) => reads.findDoctorCard(id)))),
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
