import { count } from 'drizzle-orm'
import type { Database } from './client'
import * as t from './schema'
import { doctorSeeds } from './seed-data/doctors'
import { languageSeeds } from './seed-data/languages'
import { organizationImage, organizationSeeds } from './seed-data/organizations'
import { subscriptionPlanSeeds, translatorPlanSeeds } from './seed-data/plans'
import { serviceSeeds } from './seed-data/services'
import { specialtySeeds } from './seed-data/specialties'

/** Map seed keys (slug/code) to generated ids, failing loudly on a typo in the seed data. */
function idLookup(rows: { id: number; key: string }[], what: string) {
  const ids = new Map(rows.map((r) => [r.key, r.id]))
  return (key: string) => {
    const id = ids.get(key)
    if (id === undefined) throw new Error(`seed: unknown ${what} '${key}'`)
    return id
  }
}

/** Seeds the catalogue only when there are no doctors yet, so restarts keep existing data. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.doctors)
  if ((row?.n ?? 0) > 0) return false

  await db.transaction(async (tx) => {
    const languageRows = await tx.insert(t.languages).values(languageSeeds).returning({ id: t.languages.id, key: t.languages.code })
    const languageId = idLookup(languageRows, 'language')

    const specialtyRows = await tx.insert(t.specialties).values(specialtySeeds).returning({ id: t.specialties.id, key: t.specialties.slug })
    const specialtyId = idLookup(specialtyRows, 'specialty')

    // Parents first: the seed lists them in dependency order.
    for (const org of organizationSeeds) {
      await tx.insert(t.organizations).values({
        id: org.id,
        type: org.type,
        name: org.name,
        image: organizationImage(org.slug),
        bgImage: organizationImage(`${org.slug}-bg`),
        parentId: org.parentId,
      })
    }
    await tx
      .insert(t.organizationSettings)
      .values(
        organizationSeeds.map((org) => ({ organizationId: org.id, primaryColor: org.color, region: org.region, settings: org.settings })),
      )

    const doctorRows = await tx
      .insert(t.doctors)
      .values(
        doctorSeeds.map((d) => ({
          firstName: d.firstName,
          lastName: d.lastName,
          slug: d.slug,
          avatar: d.avatar,
          gender: d.gender,
          about: d.about,
          address: d.address,
          timezone: d.timezone,
          experienceStartDate: d.experienceStartDate,
          professionalTitle: d.professionalTitle,
          organizationId: d.organizationId,
          workingHours: d.workingHours,
        })),
      )
      .returning({ id: t.doctors.id, key: t.doctors.slug })
    const doctorId = idLookup(doctorRows, 'doctor')

    await tx
      .insert(t.doctorSpecialties)
      .values(doctorSeeds.flatMap((d) => d.specialtySlugs.map((s) => ({ doctorId: doctorId(d.slug), specialtyId: specialtyId(s) }))))
    await tx
      .insert(t.doctorLanguages)
      .values(doctorSeeds.flatMap((d) => d.languageCodes.map((c) => ({ doctorId: doctorId(d.slug), languageId: languageId(c) }))))
    await tx.insert(t.consultPlans).values(doctorSeeds.flatMap((d) => d.plans.map((p) => ({ ...p, doctorId: doctorId(d.slug) }))))
    await tx
      .insert(t.doctorGroups)
      .values(doctorSeeds.flatMap((d) => d.serviceItems.map((name) => ({ doctorId: doctorId(d.slug), groupId: '9', name }))))

    const serviceRows = await tx
      .insert(t.services)
      .values(
        serviceSeeds.map((s) => ({
          slug: s.slug,
          type: s.type,
          title: s.title,
          subtitle: s.subtitle ?? null,
          shortDesc: s.shortDesc,
          description: s.description,
          text: s.description,
          link: `/services/${s.slug}`,
          keywords: s.keywords,
          icon: s.icon,
          organizationId: s.organizationId,
        })),
      )
      .returning({ id: t.services.id, key: t.services.slug })
    const serviceId = idLookup(serviceRows, 'service')
    await tx
      .insert(t.doctorServices)
      .values(
        serviceSeeds.flatMap((s) =>
          doctorSeeds
            .filter((d) => s.specialtySlugs === 'all' || d.specialtySlugs.some((slug) => s.specialtySlugs.includes(slug)))
            .map((d) => ({ serviceId: serviceId(s.slug), doctorId: doctorId(d.slug) })),
        ),
      )

    await tx.insert(t.translatorPlans).values(translatorPlanSeeds)

    for (const [sort, plan] of subscriptionPlanSeeds.entries()) {
      const [planRow] = await tx
        .insert(t.subscriptionPlans)
        .values({ name: plan.name, icon: plan.icon, sort })
        .returning({ id: t.subscriptionPlans.id })
      if (!planRow) throw new Error('seed: plan insert returned nothing')
      await tx.insert(t.planOptions).values(plan.options.map((o) => ({ ...o, planId: planRow.id })))
      for (const [featureSort, feature] of plan.features.entries()) {
        const [featureRow] = await tx
          .insert(t.planFeatures)
          .values({
            planId: planRow.id,
            name: feature.name,
            icon: feature.icon,
            value: feature.value,
            unit: feature.unit,
            sort: featureSort,
          })
          .returning({ id: t.planFeatures.id })
        if (featureRow && feature.options?.length) {
          await tx.insert(t.planFeatureOptions).values(feature.options.map((o) => ({ ...o, featureId: featureRow.id })))
        }
      }
    }
  })
  return true
}
