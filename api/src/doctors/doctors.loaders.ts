import type { Database } from '../db/client';
import { manyByKey } from '../shared/loaders';
import { groupsOfDoctors, languagesOfDoctors, plansOfDoctors, specialtiesOfDoctors } from './doctors.service';

/** The relations of doctors, one query per relation for a whole list (field resolvers in doctors.resolvers.ts). */
export const createDoctorLoaders = (db: Database) => ({
  specialtiesOfDoctor: manyByKey((ids) => specialtiesOfDoctors(db, ids), (r) => r.doctorId),
  languagesOfDoctor: manyByKey((ids) => languagesOfDoctors(db, ids), (r) => r.doctorId),
  plansOfDoctor: manyByKey((ids) => plansOfDoctors(db, ids), (r) => r.doctorId),
  groupsOfDoctor: manyByKey((ids) => groupsOfDoctors(db, ids), (r) => r.doctorId),
});
