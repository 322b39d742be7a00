import type { Translated, WorkingHoursEntry } from '../schema';
import { languageSeeds } from './languages';
import { organizationSeeds } from './organizations';
import { seededRandom } from './random';
import { specialtySeeds } from './specialties';

export type DoctorPlanSeed = {
  type: 1 | 2;
  name: Translated;
  description: Translated;
  features: string[];
  priceCents: number;
  duration: number;
};

export type DoctorSeed = {
  firstName: string;
  lastName: string;
  slug: string;
  gender: 1 | 2;
  avatar: string;
  organizationId: number;
  professionalTitle: string;
  experienceStartDate: string;
  timezone: string;
  address: string;
  about: Translated;
  specialtySlugs: string[];
  languageCodes: string[];
  workingHours: WorkingHoursEntry[];
  plans: DoctorPlanSeed[];
  serviceItems: Translated[];
};

// gender: 1 male, 2 female
const people: [string, string, 1 | 2][] = [
  ['Anna', 'Keller', 2], ['Markus', 'Brandt', 1], ['Elena', 'Sokolova', 2], ['Thomas', 'Wagner', 1],
  ['Leila', 'Haddad', 2], ['Jonas', 'Fischer', 1], ['Sofia', 'Romano', 2], ['Daniel', 'Becker', 1],
  ['Olga', 'Petrova', 2], ['Karim', 'Mansour', 1], ['Claire', 'Dubois', 2], ['Stefan', 'Huber', 1],
  ['Marta', 'Nowak', 2], ['Lukas', 'Schmid', 1], ['Irina', 'Volkova', 2], ['Omar', 'Saleh', 1],
  ['Julia', 'Lehmann', 2], ['Andreas', 'Maier', 1], ['Carmen', 'Ortega', 2], ['Pavel', 'Horak', 1],
  ['Nadia', 'Rahman', 2], ['Felix', 'Zimmermann', 1], ['Katarina', 'Ivanova', 2], ['Mehmet', 'Yilmaz', 1],
  ['Laura', 'Schulz', 2], ['Viktor', 'Kovalenko', 1], ['Ines', 'Ferreira', 2], ['Matthias', 'Wolf', 1],
  ['Yasmin', 'Aziz', 2], ['Philipp', 'Hofmann', 1], ['Natalia', 'Morozova', 2], ['Giorgio', 'Bianchi', 1],
  ['Hannah', 'Richter', 2], ['Sergei', 'Orlov', 1], ['Amira', 'Khalil', 2], ['Tobias', 'Krause', 1],
  ['Eva', 'Novak', 2], ['Nikolai', 'Smirnov', 1], ['Lena', 'Bauer', 2], ['Ahmed', 'Farouk', 1],
  ['Miriam', 'Weiss', 2], ['Florian', 'Lang', 1],
];

const titlesBySpecialty: Record<string, string> = {
  cardiology: 'Cardiologist', dermatology: 'Dermatologist', neurology: 'Neurologist', orthopedics: 'Orthopedic surgeon',
  pediatrics: 'Pediatrician', gynecology: 'Gynecologist', oncology: 'Oncologist', radiology: 'Radiologist',
  psychiatry: 'Psychiatrist', endocrinology: 'Endocrinologist', gastroenterology: 'Gastroenterologist', urology: 'Urologist',
  ophthalmology: 'Ophthalmologist', 'general-medicine': 'General practitioner', 'nuclear-medicine': 'Nuclear medicine physician',
};

const cityByOrganization: Record<number, { address: string; timezone: string }> = {
  1: { address: 'Friedrichstraße 68, 10117 Berlin', timezone: 'Europe/Berlin' },
  2: { address: 'Königsallee 12, 40212 Düsseldorf', timezone: 'Europe/Berlin' },
  13: { address: 'Alpenstraße 4, 6020 Innsbruck', timezone: 'Europe/Vienna' },
};

const serviceItems: Translated[] = [
  { en: 'Second opinion', ru: 'Второе мнение', de: 'Zweitmeinung', ar: 'رأي ثانٍ' },
  { en: 'Lab result review', ru: 'Разбор анализов', de: 'Befundbesprechung', ar: 'مراجعة نتائج المختبر' },
  { en: 'Treatment plan', ru: 'План лечения', de: 'Behandlungsplan', ar: 'خطة العلاج' },
  { en: 'Follow-up consultation', ru: 'Повторная консультация', de: 'Folgeberatung', ar: 'استشارة متابعة' },
  { en: 'Imaging review', ru: 'Анализ снимков', de: 'Bildbefundung', ar: 'مراجعة الصور الطبية' },
  { en: 'Prescription renewal', ru: 'Продление рецепта', de: 'Rezeptverlängerung', ar: 'تجديد الوصفة' },
];

export const doctorSlug = (first: string, last: string) =>
  `dr-${first}-${last}`.toLowerCase().normalize('NFD').replace(/[^a-z-]/g, '');

const visibleSpecialties = specialtySeeds.filter((s) => s.visible).map((s) => s.slug);
const otherLanguages = languageSeeds.map((l) => l.code).filter((c) => c !== 'en');

function buildDoctors(): DoctorSeed[] {
  const random = seededRandom(20261122);
  return people.map(([firstName, lastName, gender], index) => {
    const slug = doctorSlug(firstName, lastName);
    // Walk specialties so every visible one has doctors; add 0-2 more at random.
    const primary = visibleSpecialties[index % visibleSpecialties.length] ?? 'general-medicine';
    const extra = random.sample(visibleSpecialties.filter((s) => s !== primary), random.int(0, 2));
    const specialtySlugs = [primary, ...extra];
    const organization = organizationSeeds[index % organizationSeeds.length] ?? organizationSeeds[0];
    const organizationId = organization?.id ?? 1;
    const place = cityByOrganization[organizationId] ?? cityByOrganization[1];
    const languageCodes = ['en', ...random.sample(otherLanguages.slice(0, 12), random.int(1, 3))];
    const startYear = 1990 + random.int(0, 28);
    const title = titlesBySpecialty[primary] ?? 'Physician';
    const workingHours: WorkingHoursEntry[] = [1, 2, 3, 4, 5]
      .filter((day) => day !== random.int(1, 7))
      .map((day) => ({ day, start: `${String(random.pick([8, 9, 10])).padStart(2, '0')}:00`, end: random.pick(['16:00', '17:00', '18:00']) }));
    const callPrice = random.int(6, 24) * 500;
    const reportPrice = callPrice + random.int(2, 8) * 1000;
    const titleWithDegree = `${random.pick(['MD', 'MD, PhD', 'Dr. med.', 'Prof. Dr. med.'])} · ${title}`;
    return {
      firstName,
      lastName,
      slug,
      gender,
      avatar: `/images/doctors/${slug}.svg`,
      organizationId,
      professionalTitle: titleWithDegree,
      experienceStartDate: `${startYear}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      timezone: place?.timezone ?? 'Europe/Berlin',
      address: place?.address ?? '',
      about: {
        en: `${title} with ${2026 - startYear} years of clinical practice at ${organization?.name}. Focuses on clear explanations, evidence-based treatment and follow-up care that fits the patient's everyday life.`,
        de: `${title} mit ${2026 - startYear} Jahren klinischer Erfahrung bei ${organization?.name}. Legt Wert auf verständliche Erklärungen, evidenzbasierte Behandlung und eine Nachsorge, die in den Alltag passt.`,
      },
      specialtySlugs,
      languageCodes,
      workingHours,
      plans: [
        {
          type: 1,
          name: { en: 'Video consultation', ru: 'Видеоконсультация', de: 'Videosprechstunde', ar: 'استشارة بالفيديو' },
          description: { en: 'A live video call with the doctor.', ru: 'Видеозвонок с врачом.', de: 'Ein Live-Videogespräch mit der Ärztin oder dem Arzt.', ar: 'مكالمة فيديو مباشرة مع الطبيب.' },
          features: ['video_call', 'chat', 'files'],
          priceCents: callPrice,
          duration: random.pick([20, 30, 45]),
        },
        {
          type: 2,
          name: { en: 'Written report', ru: 'Письменное заключение', de: 'Schriftlicher Befund', ar: 'تقرير مكتوب' },
          description: { en: 'A written medical opinion on your documents.', ru: 'Письменное заключение по вашим документам.', de: 'Eine schriftliche Stellungnahme zu Ihren Unterlagen.', ar: 'رأي طبي مكتوب حول مستنداتك.' },
          features: ['report', 'files'],
          priceCents: reportPrice,
          duration: random.pick([3, 5, 7]),
        },
      ],
      serviceItems: random.sample(serviceItems, random.int(1, 4)),
    };
  });
}

export const doctorSeeds: DoctorSeed[] = buildDoctors();
