import type { Translated } from '../schema'

export type SpecialtySeed = { slug: string; icon: string; visible: boolean; name: Translated }

// Icons are lucide icon names; the web renders them with lucide-react.
export const specialtySeeds: SpecialtySeed[] = [
  {
    slug: 'cardiology',
    icon: 'heart-pulse',
    visible: true,
    name: { en: 'Cardiology', ru: 'Кардиология', de: 'Kardiologie', ar: 'أمراض القلب' },
  },
  {
    slug: 'dermatology',
    icon: 'scan-face',
    visible: true,
    name: { en: 'Dermatology', ru: 'Дерматология', de: 'Dermatologie', ar: 'الأمراض الجلدية' },
  },
  { slug: 'neurology', icon: 'brain', visible: true, name: { en: 'Neurology', ru: 'Неврология', de: 'Neurologie', ar: 'طب الأعصاب' } },
  { slug: 'orthopedics', icon: 'bone', visible: true, name: { en: 'Orthopedics', ru: 'Ортопедия', de: 'Orthopädie', ar: 'جراحة العظام' } },
  { slug: 'pediatrics', icon: 'baby', visible: true, name: { en: 'Pediatrics', ru: 'Педиатрия', de: 'Kinderheilkunde', ar: 'طب الأطفال' } },
  {
    slug: 'gynecology',
    icon: 'venus',
    visible: true,
    name: { en: 'Gynecology', ru: 'Гинекология', de: 'Gynäkologie', ar: 'أمراض النساء' },
  },
  { slug: 'oncology', icon: 'ribbon', visible: true, name: { en: 'Oncology', ru: 'Онкология', de: 'Onkologie', ar: 'علم الأورام' } },
  { slug: 'radiology', icon: 'scan', visible: true, name: { en: 'Radiology', ru: 'Радиология', de: 'Radiologie', ar: 'الأشعة' } },
  {
    slug: 'psychiatry',
    icon: 'brain-circuit',
    visible: true,
    name: { en: 'Psychiatry', ru: 'Психиатрия', de: 'Psychiatrie', ar: 'الطب النفسي' },
  },
  {
    slug: 'endocrinology',
    icon: 'droplet',
    visible: true,
    name: { en: 'Endocrinology', ru: 'Эндокринология', de: 'Endokrinologie', ar: 'الغدد الصماء' },
  },
  {
    slug: 'gastroenterology',
    icon: 'salad',
    visible: true,
    name: { en: 'Gastroenterology', ru: 'Гастроэнтерология', de: 'Gastroenterologie', ar: 'أمراض الجهاز الهضمي' },
  },
  { slug: 'urology', icon: 'shield-plus', visible: true, name: { en: 'Urology', ru: 'Урология', de: 'Urologie', ar: 'المسالك البولية' } },
  {
    slug: 'ophthalmology',
    icon: 'eye',
    visible: true,
    name: { en: 'Ophthalmology', ru: 'Офтальмология', de: 'Augenheilkunde', ar: 'طب العيون' },
  },
  {
    slug: 'general-medicine',
    icon: 'stethoscope',
    visible: true,
    name: { en: 'General Medicine', ru: 'Общая медицина', de: 'Allgemeinmedizin', ar: 'الطب العام' },
  },
  // Kept hidden to exercise the visible filter: offered only through referrals.
  {
    slug: 'nuclear-medicine',
    icon: 'atom',
    visible: false,
    name: { en: 'Nuclear Medicine', ru: 'Ядерная медицина', de: 'Nuklearmedizin', ar: 'الطب النووي' },
  },
]
