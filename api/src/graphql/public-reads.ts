import {
  findOrganizationSettings,
  findServiceBySlug,
  findSpecialtyBySlug,
  findTranslatorPlan,
  listLanguages,
  listOrganizations,
  listOrganizationsByParent,
  listServices,
  listSpecialties,
} from '../catalog/catalog.service'
import type { Database } from '../db/client'
import DataLoader from 'dataloader'
import type { DoctorCard } from '../doctors/doctors.mappers'
import { findDoctorBySlug, findDoctorCardsByIds, findRelatedDoctors, searchDoctors } from '../doctors/doctors.service'
import type { PublicCache } from '../shared/public-cache'
import { findSubscriptionPlan, listSubscriptionPlans } from '../subscriptions/subscriptions.service'

/**
 * The reads whose answer is the same for every visitor — the public catalogue — and the only data
 * kept between requests (ADR 0021). Each is cached under its name and its arguments, which must be
 * everything its answer depends on (filters, pagination, the organisation header, the locale where
 * the SQL uses it). Nothing here may take or read the viewer: a patient's data (their profile,
 * health answers, files, sessions) is read per request, never through this file.
 */
export function createPublicReads(db: Database, cache: PublicCache) {
  const cached =
    <Args extends unknown[], Result>(name: string, read: (db: Database, ...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      cache.get(`${name}:${JSON.stringify(args)}`, () => read(db, ...args))

  const searchDoctorsCached = cached('searchDoctors', searchDoctors)
  // An appointment's doctor (issue 28): every signed-in page with an appointment shows one. The
  // misses of the same turn, of any request, are read in one statement; nothing is kept here (the
  // cache keeps the cards), so the loader holds no data of its own.
  const cardsById = new DataLoader<number, DoctorCard | null>(
    async (ids) => {
      const byId = new Map((await findDoctorCardsByIds(db, [...ids])).map((card) => [card.id, card]))
      return ids.map((id) => byId.get(id) ?? null)
    },
    { cache: false },
  )
  return {
    /** A doctor's card by id (the catalogue's data, as on the profile), or null. */
    findDoctorCard: (id: number) => cache.get(`findDoctorCard:${id}`, () => cardsById.load(id)),
    // A random order is a new answer every time: never cached.
    searchDoctors: (...args: Parameters<typeof searchDoctorsCached>) =>
      args[2].random ? searchDoctors(db, ...args) : searchDoctorsCached(...args),
    findDoctorBySlug: cached('findDoctorBySlug', findDoctorBySlug),
    findRelatedDoctors: cached('findRelatedDoctors', findRelatedDoctors),
    listSpecialties: cached('listSpecialties', listSpecialties),
    findSpecialtyBySlug: cached('findSpecialtyBySlug', findSpecialtyBySlug),
    listServices: cached('listServices', listServices),
    findServiceBySlug: cached('findServiceBySlug', findServiceBySlug),
    listOrganizations: cached('listOrganizations', listOrganizations),
    listOrganizationsByParent: cached('listOrganizationsByParent', listOrganizationsByParent),
    findOrganizationSettings: cached('findOrganizationSettings', findOrganizationSettings),
    listLanguages: cached('listLanguages', listLanguages),
    findTranslatorPlan: cached('findTranslatorPlan', findTranslatorPlan),
    listSubscriptionPlans: cached('listSubscriptionPlans', listSubscriptionPlans),
    findSubscriptionPlan: cached('findSubscriptionPlan', findSubscriptionPlan),
  }
}

export type PublicReads = ReturnType<typeof createPublicReads>
