import { createCatalogLoaders } from '../catalog/catalog.loaders';
import type { Database } from '../db/client';

/**
 * Every domain's DataLoaders, made fresh for each request by buildContext. Public catalog lists
 * load their relations in their own statement (graphql/public-reads.ts); loaders serve the rest.
 */
export const createLoaders = (db: Database) => ({ ...createCatalogLoaders(db) });

export type Loaders = ReturnType<typeof createLoaders>;
