import type { Locale, Translated, WorkingHoursEntry } from '../schema'
import { languageSeeds } from './languages'
import { organizationSeeds } from './organizations'
import { seededRandom } from './random'
import { specialtySeeds } from './specialties'

export type DoctorPlanSeed = {
  type: 1 | 2
  name: Translated
  description: Translated
  features: string[]
  priceCents: number
  duration: number
}

export type DoctorSeed = {
  firstName: string
  lastName: string
  slug: string
  gender: 1 | 2
  avatar: string
  organizationId: number
  professionalTitle: Translated
  experienceStartDate: string
  timezone: string
  address: string
  about: Translated
  specialtySlugs: string[]
  languageCodes: string[]
  workingHours: WorkingHoursEntry[]
  plans: DoctorPlanSeed[]
  serviceItems: Translated[]
}

// gender: 1 male, 2 female; then the language they grew up with, where it is not only English
const people: [string, string, 1 | 2, string?][] = [
  ['Anna', 'Keller', 2],
  ['Markus', 'Brandt', 1],
  ['Elena', 'Sokolova', 2],
  ['Thomas', 'Wagner', 1],
  ['Leila', 'Haddad', 2],
  ['Jonas', 'Fischer', 1],
  ['Sofia', 'Romano', 2],
  ['Daniel', 'Becker', 1],
  ['Olga', 'Petrova', 2],
  ['Karim', 'Mansour', 1],
  ['Claire', 'Dubois', 2],
  ['Stefan', 'Huber', 1],
  ['Marta', 'Nowak', 2],
  ['Lukas', 'Schmid', 1],
  ['Irina', 'Volkova', 2],
  ['Omar', 'Saleh', 1],
  ['Julia', 'Lehmann', 2],
  ['Andreas', 'Maier', 1],
  ['Carmen', 'Ortega', 2],
  ['Pavel', 'Horak', 1],
  ['Nadia', 'Rahman', 2],
  ['Felix', 'Zimmermann', 1],
  ['Katarina', 'Ivanova', 2],
  ['Mehmet', 'Yilmaz', 1],
  ['Laura', 'Schulz', 2],
  ['Viktor', 'Kovalenko', 1],
  ['Ines', 'Ferreira', 2],
  ['Matthias', 'Wolf', 1],
  ['Yasmin', 'Aziz', 2],
  ['Philipp', 'Hofmann', 1],
  ['Natalia', 'Morozova', 2],
  ['Giorgio', 'Bianchi', 1],
  ['Hannah', 'Richter', 2],
  ['Sergei', 'Orlov', 1],
  ['Amira', 'Khalil', 2],
  ['Tobias', 'Krause', 1],
  ['Eva', 'Novak', 2],
  ['Nikolai', 'Smirnov', 1],
  ['Lena', 'Bauer', 2],
  ['Ahmed', 'Farouk', 1],
  ['Miriam', 'Weiss', 2],
  ['Florian', 'Lang', 1],
  // Names spelt as their owners spell them (issue 26 #15): searches fold the accents. Added last,
  // so the doctors above keep their seeded details.
  ['Katrin', 'Müller', 2, 'de'],
  ['Emre', 'Çelik', 1, 'tr'],
  ['José', 'Jiménez', 1, 'es'],
  ['Hélène', 'Lefèvre', 2, 'fr'],
  ['Ayşe', 'Öztürk', 2, 'tr'],
]

type Gendered = Record<1 | 2, string>
type AllLocales = Record<Locale, string>

/**
 * The professional title for a doctor's primary specialty in each language. English and Russian
 * titles are one word; German and Arabic ones name the specialist's gender and the specialty
 * ("Fachärztin für Kardiologie", "أخصائية أمراض القلب").
 */
const titlesBySpecialty: Record<string, { en: string; ru: string }> = {
  cardiology: { en: 'Cardiologist', ru: 'Кардиолог' },
  dermatology: { en: 'Dermatologist', ru: 'Дерматолог' },
  neurology: { en: 'Neurologist', ru: 'Невролог' },
  orthopedics: { en: 'Orthopedic surgeon', ru: 'Травматолог-ортопед' },
  pediatrics: { en: 'Pediatrician', ru: 'Педиатр' },
  gynecology: { en: 'Gynecologist', ru: 'Гинеколог' },
  oncology: { en: 'Oncologist', ru: 'Онколог' },
  radiology: { en: 'Radiologist', ru: 'Рентгенолог' },
  psychiatry: { en: 'Psychiatrist', ru: 'Психиатр' },
  endocrinology: { en: 'Endocrinologist', ru: 'Эндокринолог' },
  gastroenterology: { en: 'Gastroenterologist', ru: 'Гастроэнтеролог' },
  urology: { en: 'Urologist', ru: 'Уролог' },
  ophthalmology: { en: 'Ophthalmologist', ru: 'Офтальмолог' },
  'general-medicine': { en: 'General practitioner', ru: 'Терапевт' },
  'nuclear-medicine': { en: 'Nuclear medicine physician', ru: 'Врач ядерной медицины' },
}
const germanSpecialist: Gendered = { 1: 'Facharzt für', 2: 'Fachärztin für' }
const arabicSpecialist: Gendered = { 1: 'أخصائي', 2: 'أخصائية' }

/**
 * Academic degrees as each language writes them: Arabic and Russian with their own abbreviations
 * (issue 26). Russian writes no first medical degree (MD: the specialty says "врач"), a PhD in
 * medicine as "к.м.н." (кандидат медицинских наук, its equivalent), "Dr. med." as "д-р мед." and a
 * professor as "проф."; German keeps "Dr. med." and "Prof.", its own, and "MD"/"PhD" as foreign
 * degrees are written there.
 */
const degrees: AllLocales[] = [
  { en: 'MD', ru: '', de: 'MD', ar: 'د.' },
  { en: 'MD, PhD', ru: 'к.м.н.', de: 'MD, PhD', ar: 'د.، دكتوراه' },
  { en: 'Dr. med.', ru: 'д-р мед.', de: 'Dr. med.', ar: 'د.' },
  { en: 'Prof. Dr. med.', ru: 'проф. д-р мед.', de: 'Prof. Dr. med.', ar: 'أ.د.' },
]

function specialistTitle(specialtySlug: string, gender: 1 | 2): AllLocales {
  const name = specialtySeeds.find((s) => s.slug === specialtySlug)?.name
  const title = titlesBySpecialty[specialtySlug] ?? { en: 'Physician', ru: 'Врач' }
  return {
    en: title.en,
    ru: title.ru,
    de: name?.de ? `${germanSpecialist[gender]} ${name.de}` : gender === 2 ? 'Ärztin' : 'Arzt',
    ar: name?.ar ? `${arabicSpecialist[gender]} ${name.ar}` : gender === 2 ? 'طبيبة' : 'طبيب',
  }
}

/** "Prof. Dr. med. · Cardiologist", "أ.د. · أخصائي أمراض القلب"; the title alone without a written degree ("Кардиолог"). */
const withDegree = (degree: AllLocales, title: AllLocales): AllLocales => {
  const join = (locale: Locale) => (degree[locale] ? `${degree[locale]} · ${title[locale]}` : title[locale])
  return { en: join('en'), ru: join('ru'), de: join('de'), ar: join('ar') }
}

const cityByOrganization: Record<number, { address: string; timezone: string }> = {
  1: { address: 'Friedrichstraße 68, 10117 Berlin', timezone: 'Europe/Berlin' },
  2: { address: 'Königsallee 12, 40212 Düsseldorf', timezone: 'Europe/Berlin' },
  13: { address: 'Alpenstraße 4, 6020 Innsbruck', timezone: 'Europe/Vienna' },
}

const serviceItems: Translated[] = [
  { en: 'Second opinion', ru: 'Второе мнение', de: 'Zweitmeinung', ar: 'رأي ثانٍ' },
  { en: 'Lab result review', ru: 'Разбор анализов', de: 'Befundbesprechung', ar: 'مراجعة نتائج المختبر' },
  { en: 'Treatment plan', ru: 'План лечения', de: 'Behandlungsplan', ar: 'خطة العلاج' },
  { en: 'Follow-up consultation', ru: 'Повторная консультация', de: 'Folgeberatung', ar: 'استشارة متابعة' },
  { en: 'Imaging review', ru: 'Анализ снимков', de: 'Bildbefundung', ar: 'مراجعة الصور الطبية' },
  { en: 'Prescription renewal', ru: 'Продление рецепта', de: 'Rezeptverlängerung', ar: 'تجديد الوصفة' },
]

/** The profile's "About the doctor" text in every language. */
function aboutText(title: AllLocales, gender: 1 | 2, years: number, organization: string): AllLocales {
  const ruYears = { one: 'год', few: 'года', many: 'лет', two: 'лет', zero: 'лет', other: 'лет' }[new Intl.PluralRules('ru').select(years)]
  return {
    en: `${title.en} with ${years} years of clinical practice at ${organization}. Focuses on clear explanations, evidence-based treatment and follow-up care that fits the patient's everyday life.`,
    ru: `${title.ru}, ${years} ${ruYears} клинической практики в ${organization}. Понятно объясняет, лечит по принципам доказательной медицины и выстраивает наблюдение так, чтобы оно вписывалось в повседневную жизнь пациента.`,
    de: `${title.de} mit ${years} Jahren klinischer Erfahrung bei ${organization}. Legt Wert auf verständliche Erklärungen, evidenzbasierte Behandlung und eine Nachsorge, die in den Alltag passt.`,
    ar: `${title.ar} في ${organization}، سنوات الخبرة السريرية: ${years}. ${gender === 2 ? 'تحرص' : 'يحرص'} على الشرح الواضح والعلاج المبني على الأدلة ومتابعة تناسب حياة المريض اليومية.`,
  }
}

export const doctorSlug = (first: string, last: string) =>
  `dr-${first}-${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z-]/g, '')

const visibleSpecialties = specialtySeeds.filter((s) => s.visible).map((s) => s.slug)
const otherLanguages = languageSeeds.map((l) => l.code).filter((c) => c !== 'en')

function buildDoctors(): DoctorSeed[] {
  const random = seededRandom(20261122)
  return people.map(([firstName, lastName, gender, native], index) => {
    const slug = doctorSlug(firstName, lastName)
    // Walk specialties so every visible one has doctors; add 0-2 more at random.
    const primary = visibleSpecialties[index % visibleSpecialties.length] ?? 'general-medicine'
    const extra = random.sample(
      visibleSpecialties.filter((s) => s !== primary),
      random.int(0, 2),
    )
    const specialtySlugs = [primary, ...extra]
    const organization = organizationSeeds[index % organizationSeeds.length] ?? organizationSeeds[0]
    const organizationId = organization?.id ?? 1
    const place = cityByOrganization[organizationId] ?? cityByOrganization[1]
    const sampled = random.sample(otherLanguages.slice(0, 12), random.int(1, 3))
    // The native language takes the place of one sampled: still 2-4 languages.
    const languageCodes = ['en', ...(native ? [native, ...sampled.filter((code) => code !== native)].slice(0, sampled.length) : sampled)]
    const startYear = 1990 + random.int(0, 28)
    const title = specialistTitle(primary, gender)
    const workingHours: WorkingHoursEntry[] = [1, 2, 3, 4, 5]
      .filter((day) => day !== random.int(1, 7))
      .map((day) => ({
        day,
        start: `${String(random.pick([8, 9, 10])).padStart(2, '0')}:00`,
        end: random.pick(['16:00', '17:00', '18:00']),
      }))
    const callPrice = random.int(6, 24) * 500
    const reportPrice = callPrice + random.int(2, 8) * 1000
    const degree = random.pick(degrees)
    return {
      firstName,
      lastName,
      slug,
      gender,
      avatar: `/images/doctors/${slug}.svg`,
      organizationId,
      professionalTitle: withDegree(degree, title),
      experienceStartDate: `${startYear}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      timezone: place?.timezone ?? 'Europe/Berlin',
      address: place?.address ?? '',
      about: aboutText(title, gender, 2026 - startYear, organization?.name ?? ''),
      specialtySlugs,
      languageCodes,
      workingHours,
      plans: [
        {
          type: 1,
          name: { en: 'Video consultation', ru: 'Видеоконсультация', de: 'Videosprechstunde', ar: 'استشارة بالفيديو' },
          description: {
            en: 'A live video call with the doctor.',
            ru: 'Видеозвонок с врачом.',
            de: 'Ein Live-Videogespräch mit der Ärztin oder dem Arzt.',
            ar: 'مكالمة فيديو مباشرة مع الطبيب.',
          },
          features: ['video_call', 'chat', 'files'],
          priceCents: callPrice,
          duration: random.pick([20, 30, 45]),
        },
        {
          type: 2,
          name: { en: 'Written report', ru: 'Письменное заключение', de: 'Schriftlicher Befund', ar: 'تقرير مكتوب' },
          description: {
            en: 'A written medical opinion on your documents.',
            ru: 'Письменное заключение по вашим документам.',
            de: 'Eine schriftliche Stellungnahme zu Ihren Unterlagen.',
            ar: 'رأي طبي مكتوب حول مستنداتك.',
          },
          features: ['report', 'files'],
          priceCents: reportPrice,
          duration: random.pick([3, 5, 7]),
        },
      ],
      serviceItems: random.sample(serviceItems, random.int(1, 4)),
    }
  })
}

export const doctorSeeds: DoctorSeed[] = buildDoctors()
