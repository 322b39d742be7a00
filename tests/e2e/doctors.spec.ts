import type { Page } from '@playwright/test'
import { formatSoonDateTime } from '#contract/date-format'
import { experienceYears } from '../../src/lib/experience'
import { API_URL, expect, expectAccessible, gotoHydrated, reloadHydrated, test } from './fixtures'

/** The API Playwright starts (playwright.config.ts); seeded data is read from it, never hard-coded. */
const API = `${API_URL}/graphql`

async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(API, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'en' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data: T }
  return body.data
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents()

test.describe('header search', () => {
  test('finds a seeded doctor by name and opens the profile', async ({ page }) => {
    const { doctors } = await api<{ doctors: { results: { first_name: string; last_name: string; slug: string }[] } }>(
      'query { doctors(query: { pagination: { page: 0, limit: 1 } }) { results { first_name last_name slug } } }',
    )
    const doctor = doctors.results[0]!
    await gotoHydrated(page, '/')
    const search = page.getByRole('search', { name: 'Search doctors and specialties' }).getByRole('combobox')
    await search.fill(doctor.last_name)
    const option = page.getByRole('option', { name: new RegExp(`${doctor.first_name} ${doctor.last_name}`) })
    await expect(option).toBeVisible()
    await option.click()
    await expect(page).toHaveURL(new RegExp(`/doctors/${doctor.slug}/profile$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(doctor.last_name)
  })

  // Issue 26 #15: "card" suggested Cardiology, but Enter listed "No doctors found".
  for (const [path, typed, specialty] of [
    ['/', 'card', 'Cardiology'],
    ['/de', 'Kardio', 'Kardiologie'],
    ['/ru', 'кард', 'Кардиология'],
  ] as const) {
    test(`Enter on "${typed}" (${path}) lists the doctors of ${specialty}; Enter on a highlighted suggestion opens it`, async ({
      page,
    }) => {
      await gotoHydrated(page, path)
      const search = page.getByRole('search').first().getByRole('combobox')
      const option = page.getByRole('listbox').getByRole('option', { name: specialty })
      await search.fill(typed)
      await expect(option).toBeVisible()
      await search.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/doctors\\?search=${encodeURIComponent(typed)}$`))
      await expect(async () => {
        const count = await cards(page).count()
        expect(count).toBeGreaterThan(0)
        for (let index = 0; index < count; index++) {
          const specialties = await cards(page).nth(index).getByRole('list').first().getByRole('link').allTextContents()
          expect(specialties).toContain(specialty)
        }
      }).toPass()

      await search.fill(typed)
      await expect(option).toBeVisible()
      // Down until the specialty is the highlighted option, then Enter takes it.
      await expect(async () => {
        await search.press('ArrowDown')
        await expect(option).toHaveAttribute('aria-selected', 'true', { timeout: 500 })
      }).toPass()
      await search.press('Enter')
      await expect(page).toHaveURL(/\/specialties\/cardiology$/)
    })
  }
})

test.describe('doctor search', () => {
  test('filtering by specialty updates the URL, shows only that specialty, and survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/doctors')
    await expect(cards(page)).toHaveCount(5)

    // A native select (ADR 0024). The first option is "All specialties"; take the first real specialty.
    const select = page.getByRole('combobox', { name: 'Specialty' })
    const specialty = (await select.locator('option').nth(1).textContent())?.trim() ?? ''
    expect(specialty).not.toBe('')
    await select.selectOption({ label: specialty })

    await expect(page).toHaveURL(/[?&]specialty=[a-z0-9-]+/)
    const slug = new URL(page.url()).searchParams.get('specialty')
    // The URL changes before the new list renders: retry until every card has the specialty.
    await expect(async () => {
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        const names = await cards(page).nth(index).getByRole('list', { name: 'Specialties' }).getByRole('link').allTextContents()
        expect(names).toContain(specialty)
      }
    }).toPass()
    await expect(
      cards(page).first().getByRole('list', { name: 'Specialties' }).getByRole('link', { name: specialty, exact: true }),
    ).toHaveAttribute('href', `/specialties/${slug}`)

    const names = await cardNames(page)
    const total = await page.getByText(/^\d+ doctors?$/).textContent()
    await reloadHydrated(page)
    await expect(page.getByRole('combobox', { name: 'Specialty' }).locator('option:checked')).toHaveText(specialty)
    expect(await cardNames(page)).toEqual(names)
    await expect(page.getByText(/^\d+ doctors?$/)).toHaveText(total ?? '')
  })

  test('load more adds 5 doctors and the longer list survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/doctors')
    await expect(cards(page)).toHaveCount(5)
    const firstFive = await cardNames(page)

    await page.getByRole('link', { name: 'Load more' }).click()
    await expect(page).toHaveURL(/[?&]shown=10\b/)
    await expect(cards(page)).toHaveCount(10)
    const firstTen = await cardNames(page)
    expect(firstTen.slice(0, 5)).toEqual(firstFive)

    await reloadHydrated(page)
    await expect(cards(page)).toHaveCount(10)
    expect(await cardNames(page)).toEqual(firstTen)
  })

  test('searches fold accents and case: "muller" finds Katrin Müller, "CELIK" Emre Çelik', async ({ page }) => {
    await gotoHydrated(page, '/doctors')
    const search = page.getByRole('searchbox', { name: 'Name or specialty' })
    for (const [typed, name] of [
      ['muller', 'Katrin Müller'],
      ['CELIK', 'Emre Çelik'],
      ['jose jimenez', 'José Jiménez'],
    ] as const) {
      await search.fill(typed)
      await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(typed).replace('%20', '(\\+|%20)')}`))
      await expect(cards(page)).toHaveCount(1)
      await expect(cards(page).getByRole('heading')).toHaveText(name)
    }
  })

  test('the language filter and the order live in the URL and survive a reload', async ({ page }) => {
    await gotoHydrated(page, '/doctors')
    await page.getByRole('combobox', { name: 'Language spoken' }).selectOption({ label: 'Turkish' })
    await expect(page).toHaveURL(/[?&]language=tr\b/)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' })
    await expect(page).toHaveURL(/[?&]sort=price\b/)

    const { doctors } = await api<{
      doctors: { total: number; results: { first_name: string; last_name: string; lowestPrice: number }[] }
    }>(
      'query { doctors(query: { language: "tr", sort: PRICE, pagination: { page: 0, limit: 5 } }) { total results { first_name last_name lowestPrice } } }',
    )
    const expected = doctors.results.map((d) => `${d.first_name} ${d.last_name}`)
    const prices = doctors.results.map((d) => d.lowestPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await expect(async () => expect(await cardNames(page)).toEqual(expected)).toPass()
    for (let index = 0; index < expected.length; index++) {
      // Named in the page's language (issue 26 #16), not in its own.
      await expect(cards(page).nth(index)).toContainText('Turkish')
    }

    await reloadHydrated(page)
    await expect(page.getByRole('combobox', { name: 'Language spoken' }).locator('option:checked')).toHaveText('Turkish')
    await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Lowest price')
    expect(await cardNames(page)).toEqual(expected)
    await expect(page.getByText(/^\d+ doctors?$/)).toHaveText(`${doctors.total} doctors`)
  })

  test('the soonest-available order lists the doctors by their next free time', async ({ page }) => {
    await gotoHydrated(page, '/doctors?sort=soonest')
    const { doctors } = await api<{ doctors: { results: { first_name: string; last_name: string }[] } }>(
      'query { doctors(query: { sort: SOONEST, pagination: { page: 0, limit: 5 } }) { results { first_name last_name } } }',
    )
    expect(await cardNames(page)).toEqual(doctors.results.map((d) => `${d.first_name} ${d.last_name}`))
    await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Soonest available')
  })

  test('a name that matches nobody shows the empty state, and clearing the filters brings the list back', async ({ page }) => {
    await gotoHydrated(page, '/doctors')
    const search = page.getByRole('searchbox', { name: 'Name or specialty' })
    await search.fill('Zzyzx Nobody')
    await expect(page).toHaveURL(/[?&]search=Zzyzx/)
    await expect(page.getByText('No doctors found')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)

    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).not.toHaveURL(/search=/)
    await expect(cards(page)).toHaveCount(5)
    await expect(search).toHaveValue('')
  })
})

test.describe('next free time and rating (issue 26 #21)', () => {
  // The browser's zone, which the server learns from a cookie its first page sets (ADR 0044).
  test.use({ timezoneId: 'Europe/Berlin' })
  type Listed = {
    first_name: string
    last_name: string
    slug: string
    nextFreeAt: string | null
    rating: number | null
    reviewCount: number
  }
  const firstDoctor = async () =>
    (
      await api<{ doctors: { results: Listed[] } }>(
        'query { doctors(query: { pagination: { page: 0, limit: 1 } }) { results { first_name last_name slug nextFreeAt rating reviewCount } } }',
      )
    ).doctors.results[0]!

  async function expectTimesIn(page: Page, zone: string) {
    const doctor = await firstDoctor()
    expect(doctor.nextFreeAt).not.toBeNull()
    const when = formatSoonDateTime(doctor.nextFreeAt!, zone, 'en')
    const card = cards(page).first()
    await expect(card).toContainText('Next free time')
    await expect(card.locator('time')).toHaveText(when)
    await expect(card.locator('time')).toHaveAttribute('datetime', doctor.nextFreeAt!)
    await expect(card).toContainText(doctor.reviewCount ? `${doctor.reviewCount} review` : 'No reviews yet')

    await card.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/doctors/${doctor.slug}/profile$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${doctor.first_name} ${doctor.last_name}`)
    await expect(page.getByRole('main').locator('time')).toHaveText(when)
  }

  test('the demo’s doctors are rated: the first card shows its average and count of reviews', async ({ page }) => {
    const doctor = await firstDoctor()
    expect(doctor.reviewCount).toBeGreaterThan(1)
    await gotoHydrated(page, '/doctors')
    await expect(cards(page).first()).toContainText(`★ ${doctor.rating!.toFixed(1)} out of 5 · ${doctor.reviewCount} reviews`)
  })

  test('a visitor sees them in UTC, named, on the first page, and on their browser’s clock from then on; the shared page cache keeps them apart', async ({
    page,
    browser,
  }) => {
    await gotoHydrated(page, '/doctors')
    const doctor = await firstDoctor()
    await expect(cards(page).first().locator('time')).toHaveText(formatSoonDateTime(doctor.nextFreeAt!, 'UTC', 'en'))
    await gotoHydrated(page, '/doctors')
    await expectTimesIn(page, 'Europe/Berlin')
    // Another visitor's first page, after the Berlin one was rendered (and cached): UTC again, then Tokyo.
    const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo' })
    const other = await tokyo.newPage()
    const doctors = new URL('/doctors', page.url()).href
    await other.goto(doctors)
    await expect(cards(other).first().locator('time')).toHaveText(formatSoonDateTime(doctor.nextFreeAt!, 'UTC', 'en'))
    await other.goto(doctors)
    await expect(cards(other).first().locator('time')).toHaveText(formatSoonDateTime(doctor.nextFreeAt!, 'Asia/Tokyo', 'en'))
    await tokyo.close()
  })

  test('a patient sees them on the clock of their settings', async ({ page, createPatient }) => {
    await createPatient({ timezone: 'America/New_York' })
    await gotoHydrated(page, '/doctors')
    await expectTimesIn(page, 'America/New_York')
  })

  test('a patient with a zone in their settings and the cookie set gets pages without the zone script (issue 28)', async ({
    page,
    context,
    baseURL,
    createPatient,
  }) => {
    const carriesScript = async (path: string) => (await (await page.request.get(path)).text()).includes('resolvedOptions().timeZone')
    await createPatient({ timezone: 'America/New_York' })
    expect(await carriesScript('/account?slug=settings'), 'no cookie yet: the script sets it').toBe(true)
    await context.addCookies([{ name: 'tz', value: 'Europe/Berlin', url: baseURL! }])
    expect(await carriesScript('/account?slug=settings'), 'the account names a zone and the cookie is there').toBe(false)
    // Signed out, the cookie tells the zone again: the script keeps it right.
    await context.clearCookies({ name: 'token' })
    await context.clearCookies({ name: 'refreshToken' })
    expect(await carriesScript('/doctors'), 'signed out').toBe(true)
  })
})

test.describe('doctor profile', () => {
  test('shows the name, specialty links, the price in euro and the years of experience', async ({ page }) => {
    await gotoHydrated(page, '/doctors')
    const href = await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href')
    const slug = /^\/doctors\/([^/]+)\/profile$/.exec(href ?? '')?.[1]
    expect(slug).toBeTruthy()

    const { doctorBySlug: doctor } = await api<{
      doctorBySlug: {
        first_name: string
        last_name: string
        lowestPrice: number | null
        experience_start_date: string | null
        specialties: { name: string; slug: string }[]
      }
    }>(
      `query ($slug: String!) { doctorBySlug(slug: $slug) { first_name last_name lowestPrice experience_start_date specialties { name slug } } }`,
      { slug },
    )

    await cards(page).first().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(`/doctors/${slug}/profile`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${doctor.first_name} ${doctor.last_name}`)
    await expect(page).toHaveTitle(new RegExp(`^${doctor.first_name} ${doctor.last_name}`))

    const specialtyLinks = page.getByRole('list', { name: 'Specialties' }).getByRole('link')
    await expect(specialtyLinks).toHaveText(doctor.specialties.map((s) => s.name))
    for (const specialty of doctor.specialties) {
      await expect(specialtyLinks.filter({ hasText: specialty.name })).toHaveAttribute('href', `/specialties/${specialty.slug}`)
    }

    if (doctor.lowestPrice !== null) {
      await expect(page.getByText(`from €${doctor.lowestPrice}`, { exact: true })).toBeVisible()
    }
    const years = experienceYears(doctor.experience_start_date, new Date())
    if (years !== null) {
      // Shown under the 'Experience' label as '10 years'.
      await expect(page.getByRole('main').getByText(`${years} year${years === 1 ? '' : 's'}`, { exact: true })).toBeVisible()
    }
    await expect(page.locator('#plans').getByRole('heading', { name: 'Consultation plans' })).toBeVisible()
  })
})

test.describe('unknown slugs', () => {
  // Chromium logs the 404 document itself as a failed resource; only these documents are allowed.
  test.use({
    allowedConsoleErrors:
      /status of 404 .*\/(doctors\/no-such-doctor-xyz\/profile|services\/no-such-service-xyz|specialties\/no-such-specialty-xyz)\)$/,
  })

  test('an unknown doctor answers the 404 page', async ({ page }) => {
    const response = await page.goto('/doctors/no-such-doctor-xyz/profile')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('an unknown service or specialty answers the 404 page', async ({ page }) => {
    expect((await page.goto('/services/no-such-service-xyz'))?.status()).toBe(404)
    expect((await page.goto('/specialties/no-such-specialty-xyz'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})

test.describe('services', () => {
  test('a service page lists doctors and the organisations filter updates the URL', async ({ page }) => {
    await gotoHydrated(page, '/services')
    // The video-call group offers every doctor, so its first service has a list to filter.
    const videoGroup = page.getByRole('region', { name: 'Video call' })
    await videoGroup.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/services\/[a-z0-9-]+$/)
    await expect(cards(page).first()).toBeVisible()

    const filter = page.getByRole('group', { name: 'Organisations' })
    const checkbox = filter.getByRole('checkbox').first()
    const organization = (await filter.locator('label').first().textContent())?.trim() ?? ''
    await checkbox.click()
    await expect(checkbox).toBeChecked()
    await expect(page).toHaveURL(/[?&]organizations=\d+/)
    await expect(async () => {
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) await expect(cards(page).nth(index)).toContainText(organization, { timeout: 100 })
    }).toPass()

    await reloadHydrated(page)
    await expect(page.getByRole('group', { name: 'Organisations' }).getByRole('checkbox').first()).toBeChecked()
  })
})

test.describe('service doctor list', () => {
  type ServiceDoctor = { first_name: string; last_name: string; specialties: { slug: string; name: string }[] }
  const SLUG = 'online-video-consultation'

  test('loads 10 more at a time, the 11th doctor included, and filters by name and specialty', async ({ page }) => {
    const { getServiceBySlugDoctors: first } = await api<{ getServiceBySlugDoctors: { total: number; results: ServiceDoctor[] } }>(
      'query($query: ServiceDoctorsQuery!) { getServiceBySlugDoctors(query: $query) { total results { first_name last_name specialties { slug name } } } }',
      { query: { slug: SLUG, pagination: { page: 0, limit: 11 } } },
    )
    expect(first.total).toBeGreaterThan(11)
    const eleventh = first.results[10]!

    await gotoHydrated(page, `/services/${SLUG}`)
    await expect(cards(page)).toHaveCount(10)
    expect((await cardNames(page)).join('\n')).not.toContain(`${eleventh.first_name} ${eleventh.last_name}`)

    await page.getByRole('link', { name: 'Load more' }).click()
    await expect(page).toHaveURL(/[?&]shown=20\b/)
    await expect(cards(page)).toHaveCount(Math.min(20, first.total))
    await expect(cards(page).nth(10).getByRole('heading')).toContainText(`${eleventh.first_name} ${eleventh.last_name}`)

    // The name filter starts the list again and finds the 11th doctor.
    await page.getByRole('searchbox', { name: 'Name or specialty' }).fill(eleventh.last_name)
    await expect(page).toHaveURL(new RegExp(`[?&]search=${eleventh.last_name}`))
    await expect(page).not.toHaveURL(/shown=/)
    await expect(async () => {
      const names = await cardNames(page)
      expect(names.length).toBeGreaterThan(0)
      for (const name of names) expect(name).toContain(eleventh.last_name)
    }).toPass()
    await page.getByRole('searchbox', { name: 'Name or specialty' }).fill('')
    await expect(page).not.toHaveURL(/search=/)

    // The specialty filter keeps only that specialty's doctors.
    const specialty = eleventh.specialties[0]!
    await page.getByRole('combobox', { name: 'Specialty' }).selectOption({ label: specialty.name })
    await expect(page).toHaveURL(new RegExp(`[?&]specialty=${specialty.slug}\\b`))
    await expect(async () => {
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        const names = await cards(page).nth(index).getByRole('list', { name: 'Specialties' }).getByRole('link').allTextContents()
        expect(names).toContain(specialty.name)
      }
    }).toPass()
    await reloadHydrated(page)
    await expect(page.getByRole('combobox', { name: 'Specialty' }).locator('option:checked')).toHaveText(specialty.name)
  })
})

test.describe('accessibility', () => {
  test('doctor list, profile, specialty, services and a service page pass axe', async ({ page }) => {
    await gotoHydrated(page, '/doctors')
    await expectAccessible(page)

    const profileHref = await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href')
    const specialtyHref = await cards(page)
      .first()
      .getByRole('list', { name: 'Specialties' })
      .getByRole('link')
      .first()
      .getAttribute('href')
    await gotoHydrated(page, profileHref ?? '/doctors')
    await expectAccessible(page)

    await gotoHydrated(page, specialtyHref ?? '/doctors')
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    await expectAccessible(page)

    await gotoHydrated(page, '/services')
    await expectAccessible(page)

    const serviceHref = await page.getByRole('main').getByRole('listitem').getByRole('link').first().getAttribute('href')
    await gotoHydrated(page, serviceHref ?? '/services')
    await expectAccessible(page)
  })

  test('the Arabic doctor list is right-to-left and passes axe', async ({ page }) => {
    await gotoHydrated(page, '/ar/doctors')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(cards(page)).toHaveCount(5)
    await expectAccessible(page)
  })
})
