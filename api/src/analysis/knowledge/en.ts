// The English knowledge base: for each biomarker, what it measures, common reasons for a high or low value, and when to see a doctor.
// Written for patients and reviewed against standard references (MedlinePlus, Lab Tests Online); it explains, it never diagnoses.
import type { BiomarkerId, BiomarkerKnowledge } from '../biomarker-types'

/** What eosinophils_pct, eosinophils_abs have in common: the same cells or substance, counted another way. */
const REASONS_EOSINOPHILS: Omit<BiomarkerKnowledge, 'measures'> = {
  high: [
    'Allergies, hay fever or asthma',
    'Eczema and other allergic skin conditions',
    'Parasitic worm infections, especially after travel',
    'Reactions to medicines',
    'Some autoimmune or inflammatory conditions',
    'Rarely, blood disorders',
  ],
  low: [
    'Often normal: many healthy people have very few eosinophils',
    'Acute stress, infection or surgery',
    'Steroid medicines (corticosteroids)',
  ],
  seeDoctor:
    'Discuss a high value with your doctor, especially if you have a rash, new breathing problems or have traveled recently. A low value is usually not a concern.',
}

/** What basophils_pct, basophils_abs have in common: the same cells or substance, counted another way. */
const REASONS_BASOPHILS: Omit<BiomarkerKnowledge, 'measures'> = {
  high: [
    'Allergic reactions',
    'Chronic inflammation, such as inflammatory bowel disease',
    'Underactive thyroid',
    'Rarely, bone marrow disorders such as chronic myeloid leukemia',
  ],
  low: [
    'Often normal, because basophils are very few',
    'Acute infection or stress',
    'Steroid medicines (corticosteroids)',
    'Overactive thyroid',
  ],
  seeDoctor:
    'Discuss a value outside the range with your doctor. A persistently high value is worth checking, while a low value is usually not a concern.',
}

/** What urea, bun have in common: the same cells or substance, counted another way. */
const REASONS_UREA: Omit<BiomarkerKnowledge, 'measures'> = {
  high: [
    'Dehydration',
    'A diet very rich in protein',
    'Bleeding in the stomach or bowel',
    'Reduced kidney function',
    'Heart failure',
    'Steroid medicines, fever or severe illness',
  ],
  low: ['A low-protein diet or malnutrition', 'Pregnancy', 'Drinking very large amounts of fluid', 'Severe liver disease'],
  seeDoctor:
    'Discuss a value outside the range with your doctor, who will read it together with your creatinine. Seek urgent care if a high value comes with passing little urine, confusion, vomiting or black stools.',
}

/** What transferrin, tibc have in common: the same cells or substance, counted another way. */
const REASONS_TRANSFERRIN: Omit<BiomarkerKnowledge, 'measures'> = {
  high: ['Iron deficiency', 'Pregnancy', 'Estrogen, including birth control pills and hormone therapy'],
  low: ['Inflammation or infection', 'Liver disease', 'Malnutrition', 'Protein loss through the kidneys', 'Iron overload'],
  seeDoctor:
    'Discuss a value outside the range with your doctor, who will read it together with your iron and ferritin. On its own it is rarely urgent.',
}

export const KNOWLEDGE_EN: Record<BiomarkerId, BiomarkerKnowledge> = {
  // Blood count
  hemoglobin: {
    measures:
      'Hemoglobin is the protein in red blood cells that carries oxygen from the lungs to the rest of the body. It is the main value doctors use to check for anemia, which means having too few healthy red blood cells.',
    high: [
      'Dehydration, which makes the blood more concentrated',
      'Smoking',
      'Living at high altitude',
      'Long-term lung or heart disease, or sleep apnea, with low oxygen levels',
      'Testosterone treatment',
      'Rarely, a bone marrow condition that makes too many red cells (polycythemia vera)',
    ],
    low: [
      'Iron deficiency, often from heavy periods or other blood loss',
      'Pregnancy, when the blood is naturally more diluted',
      'Lack of vitamin B12 or folate',
      'Long-term conditions such as kidney disease or chronic inflammation',
      'Bleeding, for example from the stomach or bowel',
      'Inherited conditions such as thalassemia',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, especially if you feel tired, short of breath or dizzy. Seek urgent care for a very low value, or if you have chest pain, fainting, black or bloody stools, or heavy bleeding.',
  },
  hematocrit: {
    measures:
      'Hematocrit is the share of your blood volume that is made up of red blood cells. It is read together with hemoglobin to check for anemia or for too many red cells.',
    high: [
      'Dehydration',
      'Smoking',
      'Living at high altitude',
      'Long-term lung disease or sleep apnea with low oxygen levels',
      'Testosterone treatment',
      'Rarely, a bone marrow condition that makes too many red cells (polycythemia vera)',
    ],
    low: [
      'Iron deficiency, often from heavy periods or other blood loss',
      'Pregnancy, when the blood is naturally more diluted',
      'Lack of vitamin B12 or folate',
      'Kidney disease or chronic inflammation',
      'Bleeding, for example from the stomach or bowel',
      'Inherited conditions such as thalassemia',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; it is usually judged together with hemoglobin. Seek urgent care for a very low value with shortness of breath, chest pain or fainting, or for a very high value with headache, vision problems or confusion.',
  },
  rbc: {
    measures:
      'This is the number of red blood cells in a small amount of blood. Red cells carry oxygen, and the count helps doctors look for anemia and its cause.',
    high: [
      'Dehydration',
      'Smoking',
      'Living at high altitude',
      'Long-term lung or heart disease with low oxygen levels',
      'Thalassemia trait, an inherited condition with many small red cells',
      'Rarely, a bone marrow condition that makes too many red cells (polycythemia vera)',
    ],
    low: [
      'Iron deficiency or blood loss',
      'Lack of vitamin B12 or folate',
      'Pregnancy, when the blood is naturally more diluted',
      'Kidney disease or chronic inflammation',
      'Bone marrow problems, for example during chemotherapy',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; it is read together with hemoglobin and the red cell indices (MCV, MCH). Seek urgent care if you have chest pain, fainting, severe shortness of breath or signs of bleeding.',
  },
  wbc: {
    measures:
      'White blood cells are the cells of the immune system that fight infections. Doctors check their number to look for infection, inflammation, and conditions of the bone marrow or immune system.',
    high: [
      'Infections, especially bacterial ones',
      'Physical or emotional stress, or hard exercise shortly before the test',
      'Smoking',
      'Steroid medicines (corticosteroids)',
      'Inflammation, injury or recent surgery',
      'Rarely, a blood cancer such as leukemia',
    ],
    low: [
      'Viral infections such as flu, usually for a short time',
      'Some medicines, including chemotherapy',
      'A naturally lower count in some healthy people, common in people of African or Middle Eastern descent',
      'Autoimmune conditions such as lupus',
      'Lack of vitamin B12 or folate',
      'Bone marrow problems',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a slightly changed count is often temporary and is usually checked again. Seek urgent care if you have a fever with a low count, especially during chemotherapy, or if you feel very unwell with a very high count.',
  },
  platelets: {
    measures:
      'Platelets are small cell fragments that help the blood clot and stop bleeding. Doctors check their number when looking into bleeding, bruising or clotting problems.',
    high: [
      'Iron deficiency',
      'Infection or inflammation',
      'Recovery after bleeding or surgery',
      'After removal of the spleen',
      'Rarely, a bone marrow condition that makes too many platelets',
    ],
    low: [
      'Viral infections',
      'Some medicines, such as heparin or some antibiotics',
      'The immune system destroying platelets (immune thrombocytopenia)',
      'Heavy alcohol use or liver disease with an enlarged spleen',
      'Pregnancy, usually a mild drop',
      'Platelets clumping in the test tube, which a repeat test can clarify',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor. Seek urgent care for a very low count or if you have unusual bleeding: nosebleeds or bleeding gums that do not stop, blood in urine or stool, or many tiny red-purple spots on the skin.',
  },
  mcv: {
    measures:
      'MCV (mean corpuscular volume) is the average size of your red blood cells. It helps doctors find the cause of anemia, because different causes make red cells larger or smaller.',
    high: [
      'Regular or heavy alcohol use',
      'Lack of vitamin B12 or folate',
      'Liver disease',
      'Underactive thyroid',
      'Some medicines',
      'Many young red cells after blood loss or red cell breakdown',
    ],
    low: [
      'Iron deficiency',
      'Thalassemia trait, a common inherited condition',
      'Long-term inflammation or chronic disease',
      'Rarely, lead poisoning',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your hemoglobin and other blood values. On its own it is rarely urgent.',
  },
  mch: {
    measures:
      'MCH (mean corpuscular hemoglobin) is the average amount of hemoglobin in each red blood cell. Like MCV, it helps doctors find the cause of anemia.',
    high: ['Lack of vitamin B12 or folate', 'Regular or heavy alcohol use', 'Liver disease', 'Underactive thyroid', 'Some medicines'],
    low: ['Iron deficiency', 'Thalassemia trait, a common inherited condition', 'Long-term inflammation or chronic disease'],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your hemoglobin and MCV. On its own it is rarely urgent.',
  },
  mchc: {
    measures:
      'MCHC (mean corpuscular hemoglobin concentration) is how concentrated the hemoglobin is inside your red blood cells. It adds detail when doctors look into anemia.',
    high: [
      'An inherited condition with round, fragile red cells (hereditary spherocytosis)',
      'Red cell breakdown (hemolysis)',
      'Effects in the sample, such as cold-reacting antibodies or very fatty blood',
    ],
    low: [
      'Iron deficiency',
      'Thalassemia trait, a common inherited condition',
      'Long-term blood loss',
      'Many young red cells after bleeding',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your other red cell values. A single high value is often due to the sample and may be checked again.',
  },
  rdw: {
    measures:
      'RDW (red cell distribution width) shows how much your red blood cells vary in size. It helps doctors tell apart different causes of anemia, often before hemoglobin drops.',
    high: [
      'Iron deficiency, often an early sign',
      'Lack of vitamin B12 or folate',
      'Recent blood loss or blood transfusion',
      'A mix of deficiencies, such as iron and B12 together',
      'Liver disease',
      'Red cell breakdown or inherited red cell conditions',
    ],
    low: [],
    seeDoctor: 'Discuss a high value with your doctor, who will read it together with your hemoglobin and MCV. A low RDW is not a concern.',
  },
  mpv: {
    measures:
      'MPV (mean platelet volume) is the average size of your platelets, the cell fragments that help blood clot. Young platelets are larger, so MPV helps doctors understand a platelet count that is too high or too low.',
    high: [
      'The body replacing platelets quickly, for example after bleeding',
      'The immune system destroying platelets (immune thrombocytopenia)',
      'The blood sample standing for a long time before testing',
      'Rarely, inherited platelet conditions',
    ],
    low: [
      'Often a normal variation when the platelet count is normal',
      'Reduced platelet production in the bone marrow, for example after chemotherapy',
      'An enlarged spleen',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, especially if your platelet count is also abnormal. On its own, MPV is rarely a cause for concern.',
  },
  neutrophils_pct: {
    measures:
      'Neutrophils are the most common white blood cells and the first defense against bacteria. This value is their share of all white cells; because shares depend on each other, the absolute count usually tells more.',
    high: [
      'Bacterial infections',
      'Physical or emotional stress, or hard exercise',
      'Steroid medicines (corticosteroids)',
      'Smoking',
      'Inflammation, injury or recent surgery',
      'Pregnancy',
    ],
    low: [
      'Viral infections',
      'A higher share of other white cells, such as lymphocytes',
      'Some medicines, including chemotherapy',
      'A naturally lower count in some healthy people, common in people of African or Middle Eastern descent',
      'Autoimmune conditions',
      'Lack of vitamin B12 or folate',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will look at the absolute count as well. Seek urgent care if you have a fever and are known to have low neutrophils, especially during chemotherapy.',
  },
  lymphocytes_pct: {
    measures:
      'Lymphocytes are white blood cells that fight viruses and make antibodies. This value is their share of all white cells; because shares depend on each other, the absolute count usually tells more.',
    high: [
      'Viral infections, such as colds or glandular fever (mononucleosis)',
      'Recovery after an infection',
      'A lower share of neutrophils, which makes the lymphocyte share larger',
      'Whooping cough',
      'Rarely, a blood cancer such as chronic lymphocytic leukemia, mainly in older adults',
    ],
    low: [
      'A higher share of neutrophils, for example in a bacterial infection',
      'Acute stress, illness or recent surgery',
      'Steroid medicines (corticosteroids)',
      'Chemotherapy or radiation treatment',
      'Conditions that weaken the immune system, such as HIV',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will look at the absolute count and your other white cell values. A changed share during or after an infection is common and often returns to normal.',
  },
  monocytes_pct: {
    measures:
      'Monocytes are white blood cells that clear away germs and damaged cells. This value is their share of all white cells; because shares depend on each other, the absolute count usually tells more.',
    high: [
      'Recovery phase after an infection',
      'Long-lasting infections such as tuberculosis',
      'Chronic inflammatory conditions, such as inflammatory bowel disease',
      'Rarely, blood disorders of the bone marrow',
    ],
    low: [
      'Often no significance when slightly low and other values are normal',
      'Steroid medicines (corticosteroids)',
      'Chemotherapy or other bone marrow problems',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your other white cell values. A slight change on its own is rarely a concern.',
  },
  eosinophils_pct: {
    measures:
      'Eosinophils are white blood cells involved in allergies and in fighting parasites. This value is their share of all white cells.',
    ...REASONS_EOSINOPHILS,
  },
  basophils_pct: {
    measures:
      'Basophils are the rarest white blood cells; they release substances such as histamine in allergic reactions. This value is their share of all white cells.',
    ...REASONS_BASOPHILS,
  },
  neutrophils_abs: {
    measures:
      'This is the number of neutrophils, the white blood cells that are the first defense against bacteria. It shows how well your body can fight bacterial infections.',
    high: [
      'Bacterial infections',
      'Physical or emotional stress, or hard exercise',
      'Steroid medicines (corticosteroids)',
      'Smoking',
      'Inflammation, injury or recent surgery',
      'Pregnancy',
    ],
    low: [
      'Viral infections, usually for a short time',
      'Some medicines, including chemotherapy and some antibiotics',
      'A naturally lower count in some healthy people, common in people of African or Middle Eastern descent',
      'Autoimmune conditions',
      'Lack of vitamin B12 or folate',
      'Bone marrow problems',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor. A very low count makes infections more dangerous: seek urgent care if you have a fever, chills or feel very unwell, especially during chemotherapy.',
  },
  lymphocytes_abs: {
    measures:
      'This is the number of lymphocytes, the white blood cells that fight viruses and make antibodies. It helps doctors judge the immune system.',
    high: [
      'Viral infections, such as colds or glandular fever (mononucleosis)',
      'Recovery after an infection',
      'Smoking',
      'Whooping cough',
      'Rarely, a blood cancer such as chronic lymphocytic leukemia, mainly in older adults',
    ],
    low: [
      'Acute stress, illness or recent surgery',
      'Steroid medicines (corticosteroids)',
      'Chemotherapy or radiation treatment',
      'Conditions that weaken the immune system, such as HIV',
      'Autoimmune conditions such as lupus',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a change during or after an infection is common and often returns to normal. A high count that persists for weeks should be checked again.',
  },
  monocytes_abs: {
    measures:
      'This is the number of monocytes, white blood cells that clear away germs and damaged cells. It is read together with the other white cell values.',
    high: [
      'Recovery phase after an infection',
      'Long-lasting infections such as tuberculosis',
      'Chronic inflammatory conditions, such as inflammatory bowel disease',
      'Rarely, blood disorders of the bone marrow',
    ],
    low: [
      'Often no significance when slightly low and other values are normal',
      'Steroid medicines (corticosteroids)',
      'Chemotherapy or other bone marrow problems',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your other white cell values. A high count that persists for weeks should be checked again.',
  },
  eosinophils_abs: {
    measures: 'This is the number of eosinophils, white blood cells involved in allergies and in fighting parasites.',
    ...REASONS_EOSINOPHILS,
  },
  basophils_abs: {
    measures:
      'This is the number of basophils, the rarest white blood cells, which release substances such as histamine in allergic reactions.',
    ...REASONS_BASOPHILS,
  },
  reticulocytes: {
    measures:
      'Reticulocytes are young red blood cells, freshly released from the bone marrow. Their number shows how actively the bone marrow is making new red cells, which helps doctors understand anemia.',
    high: [
      'Recent bleeding, as the body replaces lost blood',
      'Red cell breakdown (hemolysis)',
      'Recovery after treatment of iron, vitamin B12 or folate deficiency',
      'Living at high altitude',
      'Pregnancy',
    ],
    low: [
      'Untreated iron, vitamin B12 or folate deficiency',
      'Kidney disease, which lowers the hormone that drives red cell production',
      'Bone marrow problems, for example during chemotherapy',
      'Heavy alcohol use',
      'Chronic inflammation',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your hemoglobin. Seek urgent care if you also have yellow skin or eyes, dark urine, fainting or shortness of breath.',
  },
  esr: {
    measures:
      'The ESR (erythrocyte sedimentation rate) measures how fast red blood cells settle at the bottom of a test tube. They settle faster when there is inflammation, so the ESR is a general, non-specific sign of inflammation in the body.',
    high: [
      'Infections',
      'Inflammatory conditions such as rheumatoid arthritis or polymyalgia rheumatica',
      'Anemia',
      'Pregnancy',
      'Older age; values are also naturally higher in women',
      'Kidney disease, or rarely certain cancers such as multiple myeloma',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor, who will read it together with your symptoms and other tests; a mild rise is common and not specific. Seek care the same day if you are over 50 and have a new headache, pain in the jaw when chewing or changes in your vision.',
  },

  // Sugar
  glucose: {
    measures:
      'This is the amount of sugar (glucose) in your blood, the body’s main source of energy. It is used to screen for and monitor diabetes; a value taken after at least 8 hours without food (fasting) is the easiest to interpret.',
    high: [
      'Eating or drinking before the test',
      'Diabetes or prediabetes',
      'Acute stress, illness, injury or surgery',
      'Steroid medicines and some other medicines',
      'Pregnancy (gestational diabetes)',
      'Conditions of the pancreas, such as pancreatitis',
    ],
    low: [
      'The sample standing too long before testing, as blood cells use up the sugar',
      'Diabetes medicines, especially insulin',
      'Alcohol, especially without food',
      'Long or intense exercise without eating',
      'A sugar drop a few hours after a meal, for example after stomach surgery',
      'Rarely, hormone problems or an insulin-producing tumor',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a high fasting value is usually repeated or checked with HbA1c. Seek urgent care for a very low value with shaking, sweating, confusion or drowsiness, or for a very high value with great thirst, frequent urination, vomiting or confusion.',
  },
  hba1c: {
    measures:
      'HbA1c shows the share of hemoglobin that has sugar attached to it. Because red cells live about three months, it reflects your average blood sugar over the past two to three months and is used to diagnose and monitor diabetes.',
    high: [
      'Diabetes or prediabetes',
      'Blood sugar that is not well controlled in people with diabetes',
      'Iron deficiency, which can raise the value without higher blood sugar',
      'Removal of the spleen, or other conditions in which red cells live longer',
    ],
    low: [
      'Recent blood loss or red cell breakdown, which shortens red cell life',
      'A recent blood transfusion',
      'Pregnancy',
      'Frequent low blood sugar in people treated for diabetes',
      'Some inherited hemoglobin variants that disturb the test',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who may confirm it with a second test. See a doctor soon for a clearly high value, and seek urgent care if you have great thirst, frequent urination, weight loss, vomiting or confusion.',
  },
  insulin: {
    measures:
      'Insulin is the hormone made by the pancreas that lets the body’s cells take up sugar from the blood. It is usually measured with fasting glucose to look for insulin resistance or to investigate low blood sugar.',
    high: [
      'Insulin resistance, often with overweight, prediabetes or type 2 diabetes',
      'Eating before the test',
      'Polycystic ovary syndrome (PCOS)',
      'Insulin injections or diabetes medicines that stimulate insulin release',
      'Rarely, an insulin-producing tumor of the pancreas',
    ],
    low: [
      'Type 1 diabetes',
      'Long-standing type 2 diabetes',
      'Damage to the pancreas, for example from chronic pancreatitis',
      'Long fasting, which is normal',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your blood sugar. Seek urgent care if you have signs of low blood sugar such as shaking, sweating or confusion.',
  },
  c_peptide: {
    measures:
      'C-peptide is released by the pancreas in the same amount as insulin. It shows how much insulin your body makes itself, even if you inject insulin, and helps doctors tell types of diabetes apart.',
    high: [
      'Insulin resistance or early type 2 diabetes',
      'Eating before the test',
      'Reduced kidney function, as the kidneys clear C-peptide',
      'Diabetes medicines that stimulate insulin release',
      'Rarely, an insulin-producing tumor of the pancreas',
    ],
    low: [
      'Type 1 diabetes',
      'Long-standing type 2 diabetes',
      'Damage to or removal of the pancreas',
      'Low blood sugar or long fasting, which is a normal response',
      'Insulin injections, which reduce the body’s own insulin production',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your blood sugar and medicines. Seek urgent care if you have signs of low blood sugar such as shaking, sweating or confusion.',
  },

  // Lipids
  total_cholesterol: {
    measures:
      'Cholesterol is a fat-like substance the body needs to build cells and hormones. Too much of it in the blood raises the risk of heart attack and stroke, so it is tested to estimate your heart and blood vessel risk.',
    high: [
      'A diet rich in saturated fat',
      'Inherited high cholesterol, which runs in families',
      'Overweight, diabetes or little physical activity',
      'Underactive thyroid',
      'Kidney disease with protein loss in the urine',
      'Pregnancy or some medicines, such as steroids',
    ],
    low: [
      'Cholesterol-lowering medicines',
      'Overactive thyroid',
      'Malnutrition or poor absorption of food',
      'Liver disease',
      'Long-term illness or inflammation',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; high cholesterol causes no symptoms, and your doctor will weigh it with your other risk factors. Talk to your doctor soon about a very high value, especially if relatives had heart disease at a young age.',
  },
  ldl: {
    measures:
      'LDL cholesterol, often called “bad” cholesterol, can build up in the walls of blood vessels. It is the main cholesterol value used to judge the risk of heart attack and stroke and to guide treatment.',
    high: [
      'A diet rich in saturated fat',
      'Inherited high cholesterol, which runs in families',
      'Overweight, diabetes or little physical activity',
      'Underactive thyroid',
      'Kidney disease with protein loss in the urine',
      'Pregnancy or some medicines',
    ],
    low: [
      'Cholesterol-lowering medicines',
      'Overactive thyroid',
      'Malnutrition or poor absorption of food',
      'Liver disease',
      'Rarely, an inherited condition',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will set a target based on your overall heart risk. Talk to your doctor soon about a very high value, especially if relatives had heart disease at a young age.',
  },
  hdl: {
    measures:
      'HDL cholesterol, often called “good” cholesterol, carries cholesterol away from blood vessels to the liver. Higher levels are generally linked to a lower risk of heart disease.',
    high: [
      'Regular physical activity',
      'An inherited tendency that runs in families',
      'Female sex and estrogen, including hormone therapy',
      'Alcohol intake',
      'Some medicines',
    ],
    low: [
      'Smoking',
      'Overweight and little physical activity',
      'Type 2 diabetes or insulin resistance',
      'High triglycerides or a diet rich in sugar and refined carbohydrates',
      'An inherited tendency',
      'Some medicines, such as anabolic steroids',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor as part of your overall heart risk. A high HDL is usually favorable and rarely needs action.',
  },
  triglycerides: {
    measures:
      'Triglycerides are the main type of fat in the blood and come largely from food. High levels add to the risk of heart disease, and very high levels can inflame the pancreas.',
    high: [
      'Eating, especially a fatty meal, before the test',
      'Alcohol',
      'Overweight, diabetes or insulin resistance',
      'A diet rich in sugar and refined carbohydrates',
      'Underactive thyroid or kidney disease',
      'Some medicines, such as steroids or estrogen, or an inherited tendency',
    ],
    low: [
      'A low-fat diet or weight loss',
      'Triglyceride- or cholesterol-lowering medicines',
      'Overactive thyroid',
      'Malnutrition or poor absorption of food',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a high value is often repeated after fasting. See a doctor soon about a very high value, and seek urgent care if you have severe pain in the upper belly, often spreading to the back, with vomiting.',
  },
  non_hdl: {
    measures:
      'Non-HDL cholesterol is your total cholesterol minus HDL. It includes all the cholesterol that can build up in blood vessels, and it is useful even when you have not fasted.',
    high: [
      'A diet rich in saturated fat',
      'Inherited high cholesterol, which runs in families',
      'Overweight, diabetes or little physical activity',
      'High triglycerides',
      'Underactive thyroid or kidney disease',
    ],
    low: ['Cholesterol-lowering medicines', 'Overactive thyroid', 'Malnutrition or poor absorption of food', 'Liver disease'],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will weigh it with your other heart risk factors. Talk to your doctor soon about a very high value, especially if relatives had heart disease at a young age.',
  },
  lipoprotein_a: {
    measures:
      'Lipoprotein(a) is a cholesterol-carrying particle similar to LDL. Its level is mostly set by your genes and changes little over life; a high level raises the risk of heart attack, stroke and narrowing of the heart valve, so it is often measured once.',
    high: ['Inherited, often running in families (the main reason)', 'Kidney disease', 'Menopause', 'Underactive thyroid'],
    low: [],
    seeDoctor:
      'Discuss a high value with your doctor; it causes no symptoms, and your doctor may focus on lowering your other risk factors. Your doctor may also suggest testing close relatives.',
  },
  apob: {
    measures:
      'Apolipoprotein B (ApoB) is a protein found on each particle that carries “bad” cholesterol. It counts these particles and can show heart risk more precisely than LDL, especially with diabetes or high triglycerides.',
    high: [
      'A diet rich in saturated fat',
      'Inherited high cholesterol, which runs in families',
      'Overweight, diabetes or insulin resistance',
      'High triglycerides',
      'Underactive thyroid or kidney disease',
    ],
    low: ['Cholesterol-lowering medicines', 'Overactive thyroid', 'Malnutrition or poor absorption of food', 'Liver disease'],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will weigh it with your other heart risk factors. A high value causes no symptoms, but it is worth addressing.',
  },

  // Liver
  alt: {
    measures:
      'ALT (alanine aminotransferase) is an enzyme found mainly in liver cells. When liver cells are damaged, ALT leaks into the blood, so it is a key test for liver health.',
    high: [
      'Fatty liver, often with overweight or diabetes',
      'Alcohol',
      'Medicines and supplements, including high doses of acetaminophen (paracetamol) and some herbal products',
      'Viral hepatitis',
      'Hard exercise or muscle injury',
      'Less common conditions such as celiac disease or iron overload',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor; a mild rise is common and is usually checked again. Seek urgent care if you have yellow skin or eyes, dark urine, severe belly pain, or confusion.',
  },
  ast: {
    measures:
      'AST (aspartate aminotransferase) is an enzyme found in the liver, muscles and heart. It rises when these cells are damaged and is usually read together with ALT.',
    high: [
      'Liver damage, for example from fatty liver, alcohol, hepatitis or medicines',
      'Hard exercise or muscle injury',
      'Red blood cells breaking down, in the body or in the sample',
      'Heart muscle damage',
      'Underactive thyroid',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor; a mild rise is common and is usually checked again. Seek urgent care if you have yellow skin or eyes, dark urine, severe belly pain, chest pain or confusion.',
  },
  ggt: {
    measures:
      'GGT (gamma-glutamyl transferase) is an enzyme in the liver and bile ducts. It is sensitive to alcohol and to blocked bile flow, and helps explain a high ALP.',
    high: [
      'Alcohol, even in moderate amounts',
      'Fatty liver, overweight or diabetes',
      'Some medicines, such as certain epilepsy medicines',
      'Blocked bile ducts, for example from gallstones',
      'Hepatitis or other liver disease',
      'Smoking',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor. Seek urgent care if you have yellow skin or eyes, dark urine, pale stools, or pain in the upper right belly with fever.',
  },
  alp: {
    measures:
      'ALP (alkaline phosphatase) is an enzyme found mainly in the liver, bile ducts and bones. It helps doctors look for problems with bile flow or with bone growth and repair.',
    high: [
      'Growth in children and teenagers, which is normal',
      'Pregnancy, especially in the last months',
      'Blocked bile ducts, for example from gallstones',
      'Liver disease',
      'Bone conditions, such as a healing fracture, lack of vitamin D or Paget’s disease',
      'Overactive parathyroid glands',
    ],
    low: ['Malnutrition, or lack of zinc or magnesium', 'Underactive thyroid', 'Rarely, an inherited bone condition (hypophosphatasia)'],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who may check GGT or bone values to find where it comes from. Seek urgent care if you have yellow skin or eyes with belly pain or fever.',
  },
  total_bilirubin: {
    measures:
      'Bilirubin is a yellow substance made when old red blood cells are broken down; the liver processes it and passes it into the bile. High levels can turn the skin and eyes yellow (jaundice).',
    high: [
      'Gilbert’s syndrome, a common and harmless inherited trait, often noticed when fasting or ill',
      'Red blood cells breaking down faster (hemolysis)',
      'Liver disease, such as hepatitis or alcohol-related damage',
      'Blocked bile ducts, for example from gallstones',
      'Some medicines',
      'Newborn babies, in whom a raised level is common',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor. Seek urgent care if you have yellow skin or eyes together with belly pain, fever, dark urine or pale stools.',
  },
  direct_bilirubin: {
    measures:
      'Direct (conjugated) bilirubin is the part of bilirubin already processed by the liver. A high level points to a problem in the liver or with bile flow rather than to red cell breakdown.',
    high: [
      'Blocked bile ducts, for example from gallstones',
      'Hepatitis',
      'Alcohol-related liver disease',
      'Some medicines',
      'Rarely, inherited conditions',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor soon. Seek urgent care if you have yellow skin or eyes, belly pain, fever, dark urine or pale stools.',
  },
  albumin: {
    measures:
      'Albumin is the main protein in the blood and is made by the liver. It keeps fluid inside the blood vessels and carries many substances, so it reflects liver function, nutrition and fluid balance.',
    high: [
      'Dehydration, for example from vomiting, diarrhea or not drinking enough',
      'A tourniquet left on for a long time during the blood draw',
      'Albumin given as an infusion in hospital',
    ],
    low: [
      'Acute illness or inflammation',
      'Liver disease',
      'Protein loss through the kidneys',
      'Malnutrition or poor absorption of food',
      'Pregnancy, when the blood is more diluted',
      'Severe burns or heart failure',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor. See a doctor soon if you have new swelling of the legs, face or belly, or foamy urine.',
  },
  total_protein: {
    measures:
      'Total protein is the amount of all proteins in the blood, mainly albumin and the antibodies of the immune system (globulins). It gives a general picture of nutrition, liver and kidney function, and the immune system.',
    high: [
      'Dehydration',
      'Long-lasting infections or inflammation',
      'Autoimmune conditions',
      'A tourniquet left on for a long time during the blood draw',
      'Rarely, a bone marrow condition such as multiple myeloma, mainly in older adults',
    ],
    low: [
      'Liver disease',
      'Protein loss through the kidneys',
      'Malnutrition or poor absorption of food',
      'Pregnancy, when the blood is more diluted',
      'Severe burns',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who may order further tests to see which proteins are changed. See a doctor soon if you have new swelling of the legs or face, or foamy urine.',
  },
  ldh: {
    measures:
      'LDH (lactate dehydrogenase) is an enzyme found in almost every cell of the body. It rises when cells are damaged, so it is a general, non-specific sign of tissue damage.',
    high: [
      'Red cells breaking during or after the blood draw, which falsely raises the value',
      'Red blood cells breaking down in the body (hemolysis)',
      'Muscle injury or hard exercise',
      'Liver disease',
      'Infections, such as pneumonia or glandular fever',
      'Other tissue damage, such as a heart attack, lung clot or some cancers',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor, who will read it together with your other results; it is often repeated. Seek urgent care if you have chest pain, shortness of breath or yellow skin or eyes.',
  },

  // Kidney
  creatinine: {
    measures:
      'Creatinine is a waste product from the normal breakdown of muscle, removed from the blood by the kidneys. It is the main blood test for kidney function and is used to calculate eGFR.',
    high: [
      'High muscle mass, for example in athletes',
      'Eating a lot of cooked meat or taking creatine supplements before the test',
      'Dehydration',
      'Reduced kidney function',
      'Some medicines',
      'A blockage of urine flow, for example from an enlarged prostate',
    ],
    low: [
      'Low muscle mass, for example in older age or with a slim build',
      'Pregnancy',
      'A vegetarian diet',
      'Malnutrition or severe liver disease',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a single high value is often checked again. Seek urgent care if a high value comes with passing much less urine, swelling, shortness of breath or confusion.',
  },
  urea: {
    measures:
      'Urea is a waste product made in the liver when protein is broken down, and removed by the kidneys. It is tested with creatinine to check kidney function and fluid balance.',
    ...REASONS_UREA,
  },
  bun: {
    measures:
      'BUN (blood urea nitrogen) is the nitrogen in urea, a waste product made in the liver when protein is broken down and removed by the kidneys. It is tested with creatinine to check kidney function and fluid balance.',
    ...REASONS_UREA,
  },
  egfr: {
    measures:
      'eGFR (estimated glomerular filtration rate) estimates how much blood your kidneys filter each minute. It is calculated from creatinine (sometimes cystatin C), age and sex, and is the main number used to describe kidney function.',
    high: [],
    low: [
      'Natural decline with age',
      'Reduced kidney function, often from diabetes or high blood pressure',
      'High muscle mass or a meat-rich meal before the test, which raises creatinine',
      'Dehydration or acute illness',
      'Some medicines',
      'Kidney diseases, such as inflammation of the kidneys',
    ],
    seeDoctor:
      'Discuss a low value with your doctor; a single low value is usually repeated, and kidney disease is only considered if it stays low for three months. Seek urgent care if a sudden drop comes with passing much less urine, swelling or shortness of breath.',
  },
  uric_acid: {
    measures:
      'Uric acid is a waste product made when the body breaks down purines, substances found in cells and in many foods. It is removed by the kidneys; high levels can cause gout and kidney stones.',
    high: [
      'A diet rich in meat, seafood, alcohol (especially beer) or sugary drinks',
      'Reduced kidney function',
      'Water pills (diuretics) and low-dose aspirin',
      'Overweight, high blood pressure or insulin resistance',
      'An inherited tendency',
      'Dehydration, fasting, or fast cell turnover, for example in psoriasis',
    ],
    low: [
      'Medicines that lower uric acid',
      'A diet low in purines',
      'Pregnancy',
      'Rarely, liver disease or a kidney condition that loses uric acid',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a high value without symptoms does not always need treatment. See a doctor soon if you have a suddenly hot, swollen and very painful joint, or severe pain in your side or back.',
  },
  cystatin_c: {
    measures:
      'Cystatin C is a small protein made at a steady rate by all cells and filtered out by the kidneys. Unlike creatinine, it hardly depends on muscle mass, so it can estimate kidney function more accurately in some people.',
    high: [
      'Reduced kidney function',
      'Older age',
      'Overactive thyroid',
      'High doses of steroid medicines',
      'Inflammation, smoking or overweight, usually with a small effect',
    ],
    low: [],
    seeDoctor:
      'Discuss a high value with your doctor, who will read it together with your creatinine and eGFR. A low value is not a concern.',
  },

  // Electrolytes and minerals
  sodium: {
    measures:
      'Sodium is a mineral (electrolyte) that controls the balance of water in the body and is needed for nerves and muscles to work. It is tested to check fluid balance, kidney function and the effects of medicines.',
    high: [
      'Not drinking enough, especially in older people',
      'Losing a lot of water through sweating, fever, vomiting or diarrhea',
      'Some medicines',
      'Rarely, a hormone problem that makes the kidneys lose water (diabetes insipidus)',
    ],
    low: [
      'Water pills (diuretics)',
      'Some antidepressants and epilepsy medicines',
      'Vomiting or diarrhea',
      'Drinking very large amounts of water, for example during endurance sports',
      'Heart failure, liver cirrhosis or kidney disease',
      'Hormone problems, such as an underactive thyroid or adrenal glands',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor soon, especially if you take water pills. Seek urgent care for a very high or very low value, or if you have confusion, severe headache, drowsiness, vomiting or a seizure.',
  },
  potassium: {
    measures:
      'Potassium is a mineral (electrolyte) that the heart, muscles and nerves need to work properly. Both high and low levels can disturb the heart rhythm, so it is closely watched, especially with kidney disease or certain medicines.',
    high: [
      'Red cells breaking in the sample or a delay before testing, which falsely raises the value',
      'Reduced kidney function',
      'Some blood pressure medicines, potassium-sparing water pills or potassium supplements',
      'Uncontrolled diabetes',
      'Underactive adrenal glands',
      'Tissue damage, such as muscle injury or burns',
    ],
    low: [
      'Vomiting or diarrhea',
      'Water pills (diuretics)',
      'Frequent use of laxatives',
      'Eating too little, including eating disorders',
      'Low magnesium',
      'Hormone problems, such as too much aldosterone',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor promptly; a high value is often repeated first, because sample effects are common. Seek urgent care for a very high or very low value, or if you have palpitations, an irregular heartbeat, muscle weakness or cramps.',
  },
  chloride: {
    measures:
      'Chloride is a mineral (electrolyte) that works together with sodium to keep fluid and the acid-base balance of the body steady. It is usually read together with sodium and bicarbonate.',
    high: ['Dehydration', 'Diarrhea', 'Large amounts of saline drips', 'Some kidney conditions', 'Some medicines'],
    low: [
      'Long-lasting vomiting',
      'Water pills (diuretics)',
      'Heart failure',
      'Long-term lung disease',
      'Conditions that also lower sodium',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your sodium and bicarbonate. Seek urgent care if you have ongoing vomiting, confusion or severe weakness.',
  },
  calcium: {
    measures:
      'Calcium is the mineral that builds bones and teeth and is needed for muscles, nerves and the heart. Its level is tightly controlled by the parathyroid glands and vitamin D.',
    high: [
      'Overactive parathyroid glands',
      'Too much vitamin D or calcium supplements',
      'Dehydration',
      'Some medicines, such as certain water pills or lithium',
      'Long bed rest',
      'Some cancers or sarcoidosis',
    ],
    low: [
      'A low albumin level, which lowers the measured calcium but not always the active calcium',
      'Lack of vitamin D',
      'Reduced kidney function',
      'Low magnesium',
      'Underactive parathyroid glands, for example after neck surgery',
      'Acute pancreatitis or some medicines',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor. Seek urgent care for a very high value or for strong thirst, vomiting or confusion, and for a very low value or for muscle cramps, spasms, tingling around the mouth or in the fingers, or seizures.',
  },
  magnesium: {
    measures:
      'Magnesium is a mineral needed for muscles, nerves, the heart rhythm and strong bones. It is tested when there are muscle cramps, heart rhythm problems, or low calcium or potassium.',
    high: [
      'Reduced kidney function',
      'Magnesium-containing supplements, antacids or laxatives, especially with kidney disease',
      'Dehydration',
      'Red cells breaking in the sample, which can raise the value slightly',
    ],
    low: [
      'Diarrhea or poor absorption of food',
      'Alcohol',
      'Water pills (diuretics)',
      'Long-term use of stomach-acid blockers',
      'Poorly controlled diabetes',
      'A diet low in magnesium',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor. Seek urgent care for a very low value with muscle twitching, cramps or an irregular heartbeat, or for a very high value with weakness, drowsiness or a slow heartbeat.',
  },
  phosphate: {
    measures:
      'Phosphate is a mineral that, together with calcium, builds bones and teeth and is needed for energy in every cell. It is tested with calcium to check bones, kidneys and the parathyroid glands.',
    high: [
      'Reduced kidney function',
      'Red cells breaking in the sample or a delay before testing',
      'Childhood and adolescence, when levels are naturally higher',
      'Underactive parathyroid glands',
      'Too much vitamin D',
      'Phosphate-containing laxatives or enemas',
    ],
    low: [
      'Lack of vitamin D',
      'Overactive parathyroid glands',
      'Malnutrition or alcohol',
      'Restarting food after a long period of very little eating',
      'Some antacids that bind phosphate',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your calcium and kidney values. Seek urgent care for a very low value with muscle weakness, confusion or breathing difficulty.',
  },
  bicarbonate: {
    measures:
      'Bicarbonate (sometimes reported as CO2 or total CO2) is a substance that keeps the blood from becoming too acidic or too alkaline. It helps doctors check the acid-base balance, which is affected by the kidneys and lungs.',
    high: [
      'Vomiting',
      'Water pills (diuretics)',
      'Dehydration',
      'Long-term lung disease, as the body balances retained carbon dioxide',
      'Taking antacids or baking soda',
    ],
    low: [
      'Reduced kidney function',
      'Diarrhea',
      'Uncontrolled diabetes with ketones (diabetic ketoacidosis)',
      'Severe illness or infection',
      'Breathing fast (hyperventilation)',
      'Some medicines',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor. Seek urgent care if you have fast or deep breathing, confusion, severe weakness or ongoing vomiting.',
  },

  // Thyroid
  tsh: {
    measures:
      'TSH (thyroid-stimulating hormone) is made by the pituitary gland in the brain and tells the thyroid how much hormone to make. It is the first test of thyroid function: a high TSH usually means an underactive thyroid, a low TSH an overactive one.',
    high: [
      'Underactive thyroid, most often from an autoimmune condition (Hashimoto’s thyroiditis)',
      'Too low a dose of thyroid hormone medicine, or taking it irregularly',
      'Recovery after a severe illness',
      'After thyroid surgery or radioiodine treatment',
      'Some medicines, such as lithium or amiodarone',
      'A mild rise with older age',
    ],
    low: [
      'Overactive thyroid, for example from Graves’ disease or thyroid nodules',
      'Too high a dose of thyroid hormone medicine',
      'Early pregnancy, which is normal',
      'The early phase of a thyroid inflammation (thyroiditis)',
      'Severe illness or steroid medicines',
      'Rarely, a problem of the pituitary gland',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a slightly changed value is often checked again after a few weeks together with free T4. See a doctor soon if you are pregnant or planning pregnancy, and seek urgent care if you have a very fast or irregular heartbeat, fever, or severe restlessness or confusion.',
  },
  free_t4: {
    measures:
      'Free T4 (thyroxine) is the main hormone made by the thyroid, in its active, unbound form. It is tested with TSH to check how well the thyroid works.',
    high: [
      'Overactive thyroid',
      'Too high a dose of thyroid hormone medicine',
      'The early phase of a thyroid inflammation (thyroiditis)',
      'Some medicines, such as amiodarone',
      'High-dose biotin supplements, which can disturb the test',
    ],
    low: [
      'Underactive thyroid',
      'Too low a dose of thyroid hormone medicine',
      'Problems of the pituitary gland',
      'Severe illness',
      'Later pregnancy, when measured levels are naturally lower',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your TSH. Seek urgent care if you have a very fast or irregular heartbeat, fever or confusion, or severe drowsiness and feeling cold.',
  },
  free_t3: {
    measures:
      'Free T3 (triiodothyronine) is the most active form of thyroid hormone, mostly made from T4 in the body’s tissues. It is usually tested when an overactive thyroid is suspected.',
    high: [
      'Overactive thyroid',
      'Too high a dose of thyroid hormone medicine, especially T3',
      'Early pregnancy',
      'High-dose biotin supplements, which can disturb the test',
    ],
    low: [
      'Severe or long illness, as the body saves energy',
      'Fasting or a very low-calorie diet',
      'Underactive thyroid',
      'Some medicines, such as steroids or amiodarone',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your TSH and free T4. Seek urgent care if you have a very fast or irregular heartbeat, fever or confusion.',
  },
  anti_tpo: {
    measures:
      'Anti-TPO antibodies are made by the immune system against an enzyme of the thyroid (thyroid peroxidase). They show that the immune system is targeting the thyroid and help find the cause of thyroid problems.',
    high: [
      'Hashimoto’s thyroiditis, the most common cause of an underactive thyroid',
      'Graves’ disease',
      'Thyroid inflammation after pregnancy',
      'Some healthy people, especially women and older adults, with normal thyroid function',
      'Other autoimmune conditions, such as type 1 diabetes',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor; if your TSH is normal, regular TSH checks are often enough. Tell your doctor if you are pregnant or planning pregnancy, as your thyroid may then be checked more often.',
  },

  // Iron
  iron: {
    measures:
      'This is the amount of iron in your blood, which the body needs to make hemoglobin. It changes a lot during the day and after meals, so it is read together with ferritin and transferrin.',
    high: [
      'Iron supplements or an iron-rich meal before the test',
      'A morning blood sample, when iron is highest',
      'Inherited iron overload (hemochromatosis)',
      'Repeated blood transfusions',
      'Liver damage',
      'Some types of anemia with red cell breakdown',
    ],
    low: [
      'Iron deficiency, from blood loss, heavy periods, low intake or poor absorption',
      'Inflammation or infection, when the body holds iron back in its stores',
      'Pregnancy',
      'A blood sample taken later in the day',
      'Long-term illness',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will judge it together with ferritin and transferrin saturation; a single iron value says little on its own.',
  },
  ferritin: {
    measures:
      'Ferritin is the protein that stores iron in the body. It is the best single blood test of your iron stores; it also rises with inflammation.',
    high: [
      'Inflammation or infection',
      'Fatty liver, alcohol or other liver disease',
      'Overweight, diabetes or metabolic syndrome',
      'Iron overload, inherited (hemochromatosis) or from transfusions',
      'Iron supplements or infusions',
      'Rarely, some cancers or rare inflammatory conditions',
    ],
    low: [
      'Blood loss, for example from heavy periods or the stomach or bowel',
      'Low iron intake, for example in a vegetarian or vegan diet',
      'Poor absorption, for example in celiac disease or after stomach surgery',
      'Pregnancy',
      'Frequent blood donation',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor. A low ferritin means low iron stores, and your doctor may look for the cause, especially in men and after menopause; a very high ferritin also needs a check-up.',
  },
  transferrin: {
    measures:
      'Transferrin is the protein that carries iron in the blood. The body makes more of it when iron is scarce, so it helps doctors interpret iron and ferritin.',
    ...REASONS_TRANSFERRIN,
  },
  transferrin_saturation: {
    measures:
      'Transferrin saturation shows what percentage of transferrin, the iron-carrying protein, is loaded with iron. A low value suggests too little iron is available; a high value can point to iron overload.',
    high: [
      'Inherited iron overload (hemochromatosis)',
      'Iron supplements, iron infusions or an iron-rich meal before the test',
      'Repeated blood transfusions',
      'Liver disease',
      'Some inherited anemias, such as thalassemia',
    ],
    low: ['Iron deficiency', 'Inflammation or long-term illness', 'Pregnancy', 'A blood sample taken later in the day'],
    seeDoctor:
      'Discuss a value outside the range with your doctor. If it is high on repeated tests, your doctor may test for inherited iron overload.',
  },
  tibc: {
    measures:
      'TIBC (total iron-binding capacity) shows how much iron the blood could carry, which mainly reflects the amount of transferrin. It rises when the body lacks iron.',
    ...REASONS_TRANSFERRIN,
  },

  // Vitamins
  vitamin_d: {
    measures:
      'This test measures 25-hydroxyvitamin D, the form in which vitamin D is stored in the body. Vitamin D is made in the skin in sunlight and is needed for strong bones and muscles.',
    high: [
      'High-dose vitamin D supplements taken over a long time',
      'Several products containing vitamin D taken together',
      'Dosing mistakes, such as taking a weekly dose every day',
    ],
    low: [
      'Little sun exposure, for example in winter, in northern countries or with covered skin',
      'Darker skin',
      'Older age',
      'Overweight',
      'Poor absorption, for example in celiac disease or after weight-loss surgery',
      'Liver or kidney disease or some medicines, such as certain epilepsy medicines',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will tell you whether a supplement makes sense. See a doctor promptly for a very high value, especially with nausea, strong thirst, frequent urination or confusion.',
  },
  vitamin_b12: {
    measures:
      'Vitamin B12 is needed to make red blood cells and keep the nerves healthy. It is tested when anemia, numbness or memory problems suggest a deficiency.',
    high: ['Vitamin B12 supplements or injections', 'Liver disease', 'Kidney disease', 'Rarely, some blood disorders'],
    low: [
      'A vegan or vegetarian diet',
      'An autoimmune condition that blocks B12 absorption (pernicious anemia)',
      'Older age, with less stomach acid',
      'Long-term use of metformin or stomach-acid blockers',
      'Stomach or bowel surgery, or bowel diseases such as Crohn’s or celiac disease',
      'Heavy alcohol use',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a high value without supplements may need further checks. See a doctor soon if you have numbness, tingling, balance problems or memory problems.',
  },
  folate: {
    measures:
      'Folate (vitamin B9) is needed for making new cells, including red blood cells. It is especially important before and in early pregnancy to protect the baby’s development.',
    high: ['Folic acid supplements', 'Foods fortified with folic acid', 'A diet rich in leafy greens, legumes and fruit'],
    low: [
      'A diet low in vegetables and fruit',
      'Alcohol',
      'Pregnancy and breastfeeding, when the body needs more',
      'Poor absorption, for example in celiac disease',
      'Some medicines, such as certain epilepsy medicines or methotrexate',
    ],
    seeDoctor:
      'Discuss a low value with your doctor, especially if you are pregnant or planning pregnancy. A high value is usually harmless.',
  },

  // Inflammation
  crp: {
    measures:
      'CRP (C-reactive protein) is made by the liver and rises within hours when there is inflammation or infection in the body. It helps doctors judge how active an infection or inflammation is and how well treatment works.',
    high: [
      'Bacterial infections, which can raise it a lot',
      'Viral infections, usually less',
      'Injury or recent surgery',
      'Inflammatory conditions, such as rheumatoid arthritis or inflammatory bowel disease',
      'Overweight or smoking, usually a mild rise',
      'Other tissue damage, such as a heart attack, or some cancers',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor, who will read it together with your symptoms. Seek urgent care for a very high value or if you have a high fever, shivering, fast breathing, confusion or feel very unwell.',
  },
  hs_crp: {
    measures:
      'High-sensitivity CRP measures very low levels of C-reactive protein. In people without an infection, it helps estimate the risk of heart disease, as low-grade inflammation plays a part in blood vessel disease.',
    high: [
      'A recent infection or injury, so the test is repeated once you are well',
      'Overweight or little physical activity',
      'Smoking',
      'Diabetes or insulin resistance',
      'Long-term inflammatory conditions',
      'Estrogen, including birth control pills',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor as part of your overall heart risk. A very high value often means an infection or inflammation; the test is usually repeated after about two weeks.',
  },
  procalcitonin: {
    measures:
      'Procalcitonin rises sharply in serious bacterial infections but much less in viral ones. It is mainly used in hospital to judge how severe an infection is and whether antibiotics are needed.',
    high: [
      'Bacterial infections, especially severe ones (sepsis)',
      'Major surgery, serious injury or burns',
      'Reduced kidney function, usually a slight rise',
      'Some fungal infections',
      'Newborns in the first days of life, which is normal',
      'Rarely, a type of thyroid cancer (medullary)',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor without delay. Seek urgent care if you have a fever, chills, a fast heartbeat, fast breathing, confusion or feel very unwell.',
  },

  // Coagulation
  pt: {
    measures:
      'PT (prothrombin time) measures how many seconds it takes your blood to clot. It checks clotting proteins made by the liver with the help of vitamin K and is used to monitor some blood-thinning medicines.',
    high: [
      'Blood-thinning medicines, such as warfarin',
      'Liver disease',
      'Lack of vitamin K, for example from poor diet, antibiotics or poor absorption',
      'Rarely, an inherited lack of a clotting protein',
      'Severe illness that uses up clotting proteins',
      'Problems with the sample, such as an underfilled tube',
    ],
    low: [],
    seeDoctor:
      'Discuss a value outside the range with your doctor. Seek urgent care if you have unusual bleeding: nosebleeds that will not stop, blood in urine, black stools, vomiting blood, large unexplained bruises or a sudden severe headache.',
  },
  inr: {
    measures:
      'INR (international normalized ratio) is the prothrombin time expressed in a standard way, so results from different labs can be compared. It is mainly used to monitor warfarin and similar blood thinners, where a target range, often 2 to 3, is set by the doctor.',
    high: [
      'Blood thinners such as warfarin, where a raised value is intended within the target range',
      'A stronger effect of the blood thinner, for example from other medicines, antibiotics or eating fewer vitamin K-rich foods',
      'Liver disease',
      'Lack of vitamin K',
      'Rarely, an inherited lack of a clotting protein',
    ],
    low: [
      'When taking a blood thinner: missed doses or a dose that is too low',
      'When taking a blood thinner: eating much more vitamin K-rich food, such as green leafy vegetables',
      'When taking a blood thinner: interactions with other medicines or supplements',
    ],
    seeDoctor:
      'If you take a blood thinner, contact the doctor or clinic managing it the same day about a value outside your target; your doctor may adjust your dose. Seek urgent care for any serious bleeding, or call emergency services for signs of a clot: chest pain, sudden shortness of breath, a painful swollen leg, or sudden weakness or trouble speaking.',
  },
  aptt: {
    measures:
      'aPTT (activated partial thromboplastin time) measures how many seconds it takes blood to clot through a different set of clotting proteins than PT. It is used to look for bleeding disorders, for example before surgery, and to monitor heparin.',
    high: [
      'Heparin or other blood-thinning medicines',
      'Inherited bleeding disorders, such as hemophilia or von Willebrand disease',
      'Antibodies that disturb the test (lupus anticoagulant), which actually increase clotting risk',
      'Liver disease or lack of vitamin K',
      'Problems with the sample, such as an underfilled tube',
    ],
    low: [],
    seeDoctor:
      'Discuss a value outside the range with your doctor, especially before surgery. Seek urgent care if you have unusual bleeding, such as bleeding that will not stop, blood in urine or stool, or large unexplained bruises.',
  },
  fibrinogen: {
    measures:
      'Fibrinogen is a clotting protein made by the liver; it forms the threads that hold a blood clot together. It is tested when there is unusual bleeding or clotting and also rises with inflammation.',
    high: [
      'Inflammation or infection',
      'Pregnancy',
      'Smoking',
      'Overweight or older age',
      'Estrogen, including birth control pills',
      'Recent surgery or injury',
    ],
    low: [
      'Severe liver disease',
      'Clotting proteins used up by heavy bleeding or severe illness',
      'Clot-dissolving medicines given in hospital',
      'Rarely, an inherited lack of fibrinogen',
    ],
    seeDoctor: 'Discuss a value outside the range with your doctor. Seek urgent care for a very low value or if you have unusual bleeding.',
  },
  d_dimer: {
    measures:
      'D-dimer is a fragment released when a blood clot breaks down. A normal value helps rule out a blood clot in the legs or lungs, while a raised value is common and needs to be interpreted by a doctor.',
    high: [
      'A blood clot in a leg vein or in the lungs',
      'Recent surgery or injury',
      'Pregnancy',
      'Older age',
      'Infection or inflammation',
      'Cancer or liver disease',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor promptly; on its own it does not prove a clot. Call emergency services if you have shortness of breath, chest pain, coughing up blood, or a painful, swollen leg.',
  },

  // Heart and muscle
  troponin_t: {
    measures:
      'Troponin T is a protein from heart muscle cells that enters the blood when the heart muscle is damaged. It is the key test for diagnosing a heart attack.',
    high: [
      'A heart attack',
      'Other strain on the heart, such as heart failure, heart inflammation or a very fast heart rhythm',
      'A blood clot in the lungs',
      'Reduced kidney function, often a steady slight rise',
      'Very intense endurance exercise, such as a marathon',
      'Severe illness such as sepsis, or some chronic muscle diseases',
    ],
    low: [],
    seeDoctor:
      'If you have chest pain or pressure, pain spreading to the arm, jaw or back, shortness of breath or a cold sweat, call emergency services now; do not wait for test results. Any raised value needs to be assessed by a doctor the same day.',
  },
  troponin_i: {
    measures:
      'Troponin I is a protein found only in heart muscle cells that enters the blood when the heart muscle is damaged. It is the key test for diagnosing a heart attack.',
    high: [
      'A heart attack',
      'Other strain on the heart, such as heart failure, heart inflammation or a very fast heart rhythm',
      'A blood clot in the lungs',
      'Reduced kidney function',
      'Very intense endurance exercise, such as a marathon',
      'Severe illness such as sepsis',
    ],
    low: [],
    seeDoctor:
      'If you have chest pain or pressure, pain spreading to the arm, jaw or back, shortness of breath or a cold sweat, call emergency services now; do not wait for test results. Any raised value needs to be assessed by a doctor the same day.',
  },
  nt_probnp: {
    measures:
      'NT-proBNP is released by the heart when its walls are stretched by too much pressure or volume. It helps doctors check for heart failure, especially in people with shortness of breath or swollen legs.',
    high: [
      'Heart failure',
      'Older age, as levels rise naturally',
      'Reduced kidney function',
      'An irregular heart rhythm (atrial fibrillation)',
      'Heart valve disease or high pressure in the lungs',
      'A blood clot in the lungs or severe illness',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor soon. Seek urgent care if you have increasing shortness of breath, especially when lying flat, chest pain, fainting, or rapid weight gain with swelling of the legs.',
  },
  ck: {
    measures:
      'CK (creatine kinase) is an enzyme found mainly in muscles, including the heart. It rises when muscle is strained or damaged, so it is tested when there is muscle pain or weakness.',
    high: [
      'Hard exercise or heavy physical work, which can raise it for several days',
      'Muscle injury, falls, injections into a muscle or surgery',
      'Cholesterol-lowering statin medicines',
      'Underactive thyroid',
      'Naturally higher levels in muscular people and in people of African descent',
      'Muscle diseases, seizures or a heart attack',
    ],
    low: [
      'Low muscle mass, for example in older age',
      'Little physical activity or long bed rest',
      'Often a normal variation without meaning',
    ],
    seeDoctor:
      'Discuss a raised value with your doctor; after hard exercise it is usually rechecked after a few days of rest. Seek urgent care for a very high value or if you have severe muscle pain or weakness with dark, cola-colored urine.',
  },
  ck_mb: {
    measures:
      'CK-MB is the form of creatine kinase found mostly in heart muscle. It can show heart muscle damage, though today troponin is the preferred test for a heart attack.',
    high: [
      'Heart muscle damage, such as a heart attack, heart inflammation or heart surgery',
      'Severe muscle injury or very hard exercise',
      'Reduced kidney function',
      'Underactive thyroid',
    ],
    low: [],
    seeDoctor:
      'If you have chest pain or pressure, shortness of breath or a cold sweat, call emergency services now. Any raised value should be discussed with a doctor the same day.',
  },

  // Pancreas
  amylase: {
    measures:
      'Amylase is an enzyme that digests starch and is made mainly by the pancreas and the salivary glands. It is tested when there is sudden belly pain, to look for inflammation of the pancreas.',
    high: [
      'Acute inflammation of the pancreas (pancreatitis)',
      'Gallstones',
      'Inflammation of the salivary glands, such as mumps',
      'Reduced kidney function',
      'A harmless form in which amylase is bound to another protein (macroamylasemia)',
      'Alcohol, some medicines or other belly conditions',
    ],
    low: ['Long-term damage to the pancreas (chronic pancreatitis)', 'Cystic fibrosis', 'Often a normal variation when slightly low'],
    seeDoctor:
      'Discuss a value outside the range with your doctor. Seek urgent care if you have severe pain in the upper belly, often spreading to the back, with vomiting or fever.',
  },
  lipase: {
    measures:
      'Lipase is an enzyme made by the pancreas that digests fat. It is the main blood test for inflammation of the pancreas and is more specific than amylase.',
    high: [
      'Acute inflammation of the pancreas (pancreatitis)',
      'Gallstones',
      'Alcohol',
      'Reduced kidney function',
      'Some medicines, including some diabetes medicines',
      'Other belly conditions, such as a bowel blockage',
    ],
    low: ['Long-term damage to the pancreas (chronic pancreatitis)', 'Cystic fibrosis', 'Often a normal variation when slightly low'],
    seeDoctor:
      'Discuss a value outside the range with your doctor. Seek urgent care if you have severe pain in the upper belly, often spreading to the back, with vomiting or fever.',
  },

  // Hormones
  testosterone: {
    measures:
      'Testosterone is the main male sex hormone; women make it too, in much smaller amounts. It is tested in men for low sex drive, erection problems or infertility, and in women for unwanted hair growth, acne or irregular periods.',
    high: [
      'In women: polycystic ovary syndrome (PCOS)',
      'Testosterone or anabolic steroid use',
      'Inherited conditions of the adrenal glands',
      'Rarely, a hormone-producing tumor of the ovaries, testes or adrenal glands',
    ],
    low: [
      'A blood sample taken later in the day, as levels are highest in the morning',
      'Overweight or type 2 diabetes',
      'Older age',
      'Acute illness, stress or too little sleep',
      'Some medicines, such as opioids or steroids, or heavy alcohol use',
      'Problems of the testes or the pituitary gland',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a low value in men is usually repeated on a morning sample before conclusions are drawn. Women with a high value and new deepening of the voice or rapidly increasing hair growth should see a doctor soon.',
  },
  estradiol: {
    measures:
      'Estradiol is the main form of estrogen, the female sex hormone; men make small amounts too. In women it changes a lot during the menstrual cycle, in pregnancy and at menopause, so results depend on the day of the cycle.',
    high: [
      'Around ovulation or in pregnancy, which is normal',
      'Estrogen-containing medicines, such as hormone therapy',
      'Fertility treatment or ovarian cysts',
      'In men: overweight, liver disease or testosterone treatment',
      'Rarely, a hormone-producing tumor',
    ],
    low: [
      'Menopause, which is normal',
      'The first days of the menstrual cycle',
      'Very low body weight, intense exercise or eating disorders',
      'Early loss of ovarian function',
      'Problems of the pituitary gland',
      'Some hormone-blocking medicines',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your cycle day, age and symptoms. See a doctor if your periods stop or if you have hot flashes before age 40.',
  },
  cortisol: {
    measures:
      'Cortisol is a stress hormone made by the adrenal glands; it helps control blood sugar, blood pressure and the immune response. It is highest in the morning, and it is tested when the adrenal or pituitary glands may be making too much or too little.',
    high: [
      'A morning blood sample, when cortisol is naturally highest',
      'Acute stress, illness or pain',
      'Some steroid medicines and birth control pills',
      'Pregnancy',
      'Heavy alcohol use, depression or poor sleep',
      'Rarely, Cushing’s syndrome, a condition with long-term cortisol excess',
    ],
    low: [
      'A blood sample taken in the afternoon or evening, which is normal',
      'Long-term steroid medicines, which reduce the body’s own production',
      'Stopping steroid medicines suddenly after long use',
      'Underactive adrenal glands (Addison’s disease)',
      'Problems of the pituitary gland',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will take the time of the test into account; do not stop steroid medicines on your own. Seek urgent care for a low value with severe weakness, dizziness or fainting, vomiting, belly pain or confusion.',
  },
  prolactin: {
    measures:
      'Prolactin is a hormone from the pituitary gland that makes the breasts produce milk. High levels can cause irregular periods, milk discharge, infertility or low sex drive, so it is tested in these cases.',
    high: [
      'Pregnancy and breastfeeding',
      'Stress, including the stress of the blood draw, sleep, exercise or breast stimulation before the test',
      'Some medicines, such as some used for mental health conditions or nausea',
      'Underactive thyroid',
      'A harmless large form of prolactin (macroprolactin)',
      'A usually benign growth of the pituitary gland (prolactinoma), or kidney disease',
    ],
    low: [
      'Medicines that lower prolactin',
      'Rarely, reduced function of the pituitary gland',
      'Often no meaning when other hormones are normal',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor; a mildly high value is often repeated at rest. See a doctor soon if a high value comes with headaches or vision problems.',
  },
  psa: {
    measures:
      'PSA (prostate-specific antigen) is a protein made by the prostate gland. It is used to check for prostate problems, including prostate cancer, but it can also rise for many harmless reasons.',
    high: [
      'An enlarged prostate, which is common with age',
      'Inflammation or infection of the prostate, or a urinary tract infection',
      'Older age',
      'Recent ejaculation, cycling or a prostate examination',
      'A urinary catheter',
      'Prostate cancer',
    ],
    low: [],
    seeDoctor:
      'Discuss a raised value with your doctor, who may repeat it and consider your age and other findings; tell your doctor if you take medicines for an enlarged prostate or hair loss, as they lower PSA. Seek urgent care if you have a fever with painful urination or cannot pass urine.',
  },
  fsh: {
    measures:
      'FSH (follicle-stimulating hormone) is made by the pituitary gland and controls the ovaries and testes. It is tested to look into fertility, irregular periods, menopause or puberty.',
    high: [
      'Menopause or the years leading up to it, which is normal',
      'Reduced egg reserve or early loss of ovarian function',
      'In men: damage to the testes, for example after mumps, injury or chemotherapy',
      'Around ovulation, a short normal peak',
      'Rarely, inherited conditions such as Klinefelter or Turner syndrome',
    ],
    low: [
      'Hormonal birth control or hormone therapy',
      'Pregnancy',
      'Very low body weight, intense exercise or stress',
      'Testosterone or anabolic steroid use',
      'Problems of the pituitary gland or hypothalamus',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your age, cycle day and other hormones. See a doctor if your periods stop before age 40 or if you have difficulty conceiving.',
  },
  lh: {
    measures:
      'LH (luteinizing hormone) is made by the pituitary gland; in women it triggers ovulation, and in men it drives testosterone production. It is tested with FSH to look into fertility, periods and hormone problems.',
    high: [
      'Around ovulation, a short normal surge',
      'Menopause, which is normal',
      'Polycystic ovary syndrome (PCOS)',
      'Early loss of ovarian function',
      'In men: reduced function of the testes',
    ],
    low: [
      'Hormonal birth control or hormone therapy',
      'Pregnancy',
      'Very low body weight, intense exercise or stress',
      'Testosterone or anabolic steroid use',
      'Problems of the pituitary gland or hypothalamus',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your age, cycle day and other hormones. See a doctor if your periods stop or if you have difficulty conceiving.',
  },
  progesterone: {
    measures:
      'Progesterone is a hormone made mainly after ovulation; it prepares the womb for pregnancy and supports early pregnancy. A test about seven days before the expected period can show whether ovulation has taken place.',
    high: [
      'The second half of the menstrual cycle, which is normal',
      'Pregnancy',
      'Progesterone medicines or fertility treatment',
      'Rarely, inherited conditions of the adrenal glands or ovarian cysts',
    ],
    low: [
      'The first half of the cycle, or after menopause, which is normal',
      'No ovulation in that cycle, for example with PCOS, stress or low body weight',
      'Men, in whom levels are normally low',
      'In early pregnancy, sometimes a sign that the pregnancy is at risk',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor, who will read it together with your cycle day. If you are pregnant, seek urgent care for bleeding or belly pain.',
  },
  dhea_s: {
    measures:
      'DHEA-S (dehydroepiandrosterone sulfate) is a hormone made mainly by the adrenal glands that the body turns into sex hormones. It is tested when there is unwanted hair growth, acne, irregular periods or early puberty.',
    high: [
      'Polycystic ovary syndrome (PCOS)',
      'DHEA supplements',
      'Inherited conditions of the adrenal glands',
      'Rarely, an adrenal tumor',
    ],
    low: [
      'Natural decline with age',
      'Steroid medicines',
      'Underactive adrenal glands',
      'Problems of the pituitary gland',
      'Severe or long illness',
    ],
    seeDoctor:
      'Discuss a value outside the range with your doctor. See a doctor soon for a very high value, especially if hair growth, acne or a deepening of the voice appear quickly.',
  },
}
