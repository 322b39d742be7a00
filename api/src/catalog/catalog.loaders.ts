import type { Database } from '../db/client';
import { oneByKey } from '../shared/loaders';
import { findOrganizationsByIds } from './catalog.service';

export const createCatalogLoaders = (db: Database) => ({
  organizationById: oneByKey((ids) => findOrganizationsByIds(db, ids), (organization) => Number(organization.id)),
});
