import { boolean, integer, jsonb, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Translated } from './locales'

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
})

export const specialties = pgTable('specialties', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Translated>().notNull(),
  icon: text('icon'),
  visible: boolean('visible').notNull().default(true),
})

export const organizations = pgTable('organizations', {
  // Explicit ids: clients address organisations by number (13 is forced by IP in the spec).
  id: integer('id').primaryKey(),
  type: integer('type').notNull().default(1),
  name: text('name').notNull(),
  image: text('image'),
  bgImage: text('bg_image'),
  status: integer('status').notNull().default(1),
  parentId: integer('parent_id').references((): AnyPgColumn => organizations.id),
})

export const organizationSettings = pgTable('organization_settings', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  primaryColor: text('primary_color'),
  region: text('region'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
})

export const SERVICE_TYPE = { radiology: 1, videoCall: 2, department: 3, treatment: 4, findDoctor: 5, other: 6 } as const

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** group 1..6, see SERVICE_TYPE */
  type: integer('type').notNull(),
  status: integer('status').notNull().default(1),
  title: jsonb('title').$type<Translated>().notNull(),
  subtitle: jsonb('subtitle').$type<Translated>(),
  shortDesc: jsonb('short_desc').$type<Translated>(),
  description: jsonb('description').$type<Translated>(),
  text: jsonb('text').$type<Translated>(),
  link: text('link'),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  icon: text('icon'),
  mainImage: text('main_image'),
  organizationId: integer('organization_id').references(() => organizations.id),
})

export const translatorPlans = pgTable('translator_plans', {
  id: serial('id').primaryKey(),
  lang1: text('lang_1').notNull(),
  lang2: text('lang_2').notNull(),
  priceCents: integer('price_cents').notNull(),
  /** minutes */
  duration: integer('duration').notNull(),
})
