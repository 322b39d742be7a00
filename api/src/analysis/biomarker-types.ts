/**
 * The curated biomarker table's shape (issue 30): what the local lab-report reader normalises names
 * and units against, and where status falls back to when a report prints no range of its own.
 */

/** Stable ids of the table's biomarkers (snake_case); the knowledge base and stored analyses use them. */
export const BIOMARKER_IDS = [
  // Blood count
  'hemoglobin',
  'hematocrit',
  'rbc',
  'wbc',
  'platelets',
  'mcv',
  'mch',
  'mchc',
  'rdw',
  'mpv',
  'neutrophils_pct',
  'lymphocytes_pct',
  'monocytes_pct',
  'eosinophils_pct',
  'basophils_pct',
  'neutrophils_abs',
  'lymphocytes_abs',
  'monocytes_abs',
  'eosinophils_abs',
  'basophils_abs',
  'reticulocytes',
  'esr',
  // Sugar
  'glucose',
  'hba1c',
  'insulin',
  'c_peptide',
  // Lipids
  'total_cholesterol',
  'ldl',
  'hdl',
  'triglycerides',
  'non_hdl',
  'lipoprotein_a',
  'apob',
  // Liver
  'alt',
  'ast',
  'ggt',
  'alp',
  'total_bilirubin',
  'direct_bilirubin',
  'albumin',
  'total_protein',
  'ldh',
  // Kidney
  'creatinine',
  'urea',
  'bun',
  'egfr',
  'uric_acid',
  'cystatin_c',
  // Electrolytes and minerals
  'sodium',
  'potassium',
  'chloride',
  'calcium',
  'magnesium',
  'phosphate',
  'bicarbonate',
  // Thyroid
  'tsh',
  'free_t4',
  'free_t3',
  'anti_tpo',
  // Iron
  'iron',
  'ferritin',
  'transferrin',
  'transferrin_saturation',
  'tibc',
  // Vitamins
  'vitamin_d',
  'vitamin_b12',
  'folate',
  // Inflammation
  'crp',
  'hs_crp',
  'procalcitonin',
  // Coagulation
  'pt',
  'inr',
  'aptt',
  'fibrinogen',
  'd_dimer',
  // Heart and muscle
  'troponin_t',
  'troponin_i',
  'nt_probnp',
  'ck',
  'ck_mb',
  // Pancreas
  'amylase',
  'lipase',
  // Hormones
  'testosterone',
  'estradiol',
  'cortisol',
  'prolactin',
  'psa',
  'fsh',
  'lh',
  'progesterone',
  'dhea_s',
] as const
export type BiomarkerId = (typeof BIOMARKER_IDS)[number]

export type BiomarkerCategory =
  | 'blood_count'
  | 'sugar'
  | 'lipids'
  | 'liver'
  | 'kidney'
  | 'electrolytes'
  | 'thyroid'
  | 'iron'
  | 'vitamins'
  | 'inflammation'
  | 'coagulation'
  | 'heart'
  | 'pancreas'
  | 'hormones'

/** A reference interval in the biomarker's canonical unit; an open end is absent ("< 5.0" has no `low`). */
export type ReferenceRange = { low?: number; high?: number }

export type Biomarker = {
  id: BiomarkerId
  /** the LOINC code of the canonical measurement (e.g. 718-7 for hemoglobin in blood, mass/volume) */
  loinc: string
  category: BiomarkerCategory
  /** the canonical unit, written as labs print it: 'g/dL', 'mmol/L', '10^9/L', '%', 'U/L', 'ratio' */
  unit: string
  /**
   * Every unit the value is printed in, canonical included (factor 1): canonical = printed × factor.
   * Keys as labs write them, e.g. { 'g/dL': 1, 'g/L': 0.1, 'mmol/L': 1.611 } for hemoglobin in g/dL.
   * (The reader folds spelling variants — µ/u/mc, 10^9/10*9/Giga, Cyrillic units — before looking up.)
   */
  units: Record<string, number>
  /** the usual adult reference range in the canonical unit, by sex where it differs */
  range: ReferenceRange | { male: ReferenceRange; female: ReferenceRange }
  /** values that need urgent care (the emergency notice), canonical unit; absent when none is agreed */
  critical?: ReferenceRange
  /**
   * Names as lab reports print them, per language: the first is the display name, the rest are
   * synonyms and abbreviations (e.g. en ['Hemoglobin', 'Haemoglobin', 'Hb', 'HGB']). Arabic names are
   * for display and for Arabic reports; abbreviations in Latin letters go in `en`.
   */
  names: { en: string[]; de: string[]; ru: string[]; ar: string[] }
}

/**
 * What the knowledge base says of one biomarker in one language (the indicator's questions, spec
 * part 2 §2): plain words for a patient, never a diagnosis ("can be a sign of", not "you have").
 */
export type BiomarkerKnowledge = {
  /** what it measures and why it is tested: one to three sentences */
  measures: string
  /** common reasons for a value above the range, 3 to 6 short items; empty when a high value means nothing */
  high: string[]
  /** common reasons for a value below the range, as `high`; empty when a low value means nothing (e.g. CRP) */
  low: string[]
  /** when to see a doctor about it: one to three sentences */
  seeDoctor: string
}
