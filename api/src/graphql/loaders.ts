import { createCatalogLoaders } from '../catalog/catalog.loaders';
import type { Database } from '../db/client';
import { createDoctorLoaders } from '../doctors/doctors.loaders';
import { createSubscriptionLoaders } from '../subscriptions/subscriptions.loaders';

/** Every domain's DataLoaders, made fresh for each request by buildContext. */
export const createLoaders = (db: Database) => ({ ...createCatalogLoaders(db), ...createDoctorLoaders(db), ...createSubscriptionLoaders(db) });

export type Loaders = ReturnType<typeof createLoaders>;
