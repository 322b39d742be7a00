import type { Database } from '../db/client';
import { oneByKey } from '../shared/loaders';
import { findLanguagesByCodes, findOrganizationsByIds, findSettingsOfOrganizations } from './catalog.service';

/** Catalog rows by key, one query for all keys asked for while one level of a result resolves. */
export const createCatalogLoaders = (db: Database) => ({
  organizationById: oneByKey((ids) => findOrganizationsByIds(db, ids), (organization) => organization.id),
  settingsOfOrganization: oneByKey((ids) => findSettingsOfOrganizations(db, ids), (settings) => settings.organizationId),
  // A patient's languages are stored as codes.
  languageByCode: oneByKey((codes: string[]) => findLanguagesByCodes(db, codes), (language) => language.code),
});
