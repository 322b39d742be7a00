// The German knowledge base: for each biomarker, what it measures, common reasons for a high or low value, and when to see a doctor.
// Written for patients and reviewed against standard references (DGKL patient information, gesundheitsinformation.de); it explains, it never diagnoses.
import type { BiomarkerId, BiomarkerKnowledge } from '../biomarker-types'

/** What eosinophils_pct, eosinophils_abs have in common: the same cells or substance, counted another way. */
const REASONS_EOSINOPHILS: Omit<BiomarkerKnowledge, 'measures'> = {
  high: [
    'Allergien, Heuschnupfen oder Asthma',
    'Neurodermitis und andere allergische Hauterkrankungen',
    'Wurminfektionen, besonders nach Reisen',
    'Reaktionen auf Medikamente',
    'Manche Autoimmun- oder Entzündungserkrankungen',
    'Selten Bluterkrankungen',
  ],
  low: [
    'Oft normal: Viele gesunde Menschen haben nur sehr wenige Eosinophile',
    'Akuter Stress, Infektionen oder Operationen',
    'Kortisonpräparate',
  ],
  seeDoctor:
    'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt, besonders bei Hautausschlag, neu aufgetretenen Atembeschwerden oder nach einer Reise. Ein niedriger Wert ist in der Regel unbedenklich.',
}

/** What basophils_pct, basophils_abs have in common: the same cells or substance, counted another way. */
const REASONS_BASOPHILS: Omit<BiomarkerKnowledge, 'measures'> = {
  high: [
    'Allergische Reaktionen',
    'Chronische Entzündungen, etwa chronisch-entzündliche Darmerkrankungen',
    'Schilddrüsenunterfunktion',
    'Selten Erkrankungen des Knochenmarks wie die chronische myeloische Leukämie',
  ],
  low: [
    'Oft normal, da Basophile nur in sehr geringer Zahl vorkommen',
    'Akute Infektionen oder Stress',
    'Kortisonpräparate',
    'Schilddrüsenüberfunktion',
  ],
  seeDoctor:
    'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Ein dauerhaft erhöhter Wert sollte abgeklärt werden, ein niedriger Wert ist meist unbedenklich.',
}

/** What urea, bun have in common: the same cells or substance, counted another way. */
const REASONS_UREA: Omit<BiomarkerKnowledge, 'measures'> = {
  high: [
    'Flüssigkeitsmangel',
    'Eine sehr eiweißreiche Ernährung',
    'Blutungen in Magen oder Darm',
    'Eingeschränkte Nierenfunktion',
    'Herzschwäche',
    'Kortisonpräparate, Fieber oder schwere Erkrankungen',
  ],
  low: ['Eine eiweißarme Ernährung oder Mangelernährung', 'Schwangerschaft', 'Sehr große Trinkmengen', 'Schwere Lebererkrankungen'],
  seeDoctor:
    'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit dem Kreatinin beurteilt. Suchen Sie sofort ärztliche Hilfe, wenn ein erhöhter Wert mit wenig Urin, Verwirrtheit, Erbrechen oder schwarzem Stuhl einhergeht.',
}

/** What transferrin, tibc have in common: the same cells or substance, counted another way. */
const REASONS_TRANSFERRIN: Omit<BiomarkerKnowledge, 'measures'> = {
  high: ['Eisenmangel', 'Schwangerschaft', 'Östrogene, etwa durch die Antibabypille oder eine Hormontherapie'],
  low: ['Entzündungen oder Infektionen', 'Lebererkrankungen', 'Mangelernährung', 'Eiweißverlust über die Nieren', 'Eisenüberladung'],
  seeDoctor:
    'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Eisen und Ferritin beurteilt. Für sich allein ist der Wert selten dringlich.',
}

export const KNOWLEDGE_DE: Record<BiomarkerId, BiomarkerKnowledge> = {
  // Blood count
  hemoglobin: {
    measures:
      'Hämoglobin ist der rote Blutfarbstoff in den roten Blutkörperchen. Er transportiert den Sauerstoff von der Lunge in den ganzen Körper. Der Wert ist der wichtigste Hinweis auf eine Blutarmut (Anämie).',
    high: [
      'Flüssigkeitsmangel, wodurch das Blut eingedickt ist',
      'Rauchen',
      'Leben in großer Höhe',
      'Chronische Lungen- oder Herzerkrankungen oder nächtliche Atemaussetzer (Schlafapnoe)',
      'Behandlung mit Testosteron',
      'Selten eine Knochenmarkerkrankung, bei der zu viele rote Blutkörperchen entstehen (Polycythaemia vera)',
    ],
    low: [
      'Eisenmangel, häufig durch starke Regelblutungen oder andere Blutverluste',
      'Schwangerschaft, in der das Blut natürlicherweise verdünnt ist',
      'Mangel an Vitamin B12 oder Folsäure',
      'Chronische Erkrankungen, etwa der Nieren, oder lang anhaltende Entzündungen',
      'Blutungen, zum Beispiel aus Magen oder Darm',
      'Angeborene Blutbildveränderungen wie die Thalassämie',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, vor allem wenn Sie sich müde, kurzatmig oder schwindelig fühlen. Bei einem sehr niedrigen Wert, bei Brustschmerzen, Ohnmacht, schwarzem oder blutigem Stuhl oder starken Blutungen suchen Sie bitte sofort ärztliche Hilfe.',
  },
  hematocrit: {
    measures:
      'Der Hämatokrit gibt an, welchen Anteil die roten Blutkörperchen am gesamten Blutvolumen haben. Er wird zusammen mit dem Hämoglobin beurteilt, um eine Blutarmut oder zu viele rote Blutkörperchen zu erkennen.',
    high: [
      'Flüssigkeitsmangel',
      'Rauchen',
      'Leben in großer Höhe',
      'Chronische Lungenerkrankungen oder Schlafapnoe mit Sauerstoffmangel',
      'Behandlung mit Testosteron',
      'Selten eine Knochenmarkerkrankung, bei der zu viele rote Blutkörperchen entstehen (Polycythaemia vera)',
    ],
    low: [
      'Eisenmangel, häufig durch starke Regelblutungen oder andere Blutverluste',
      'Schwangerschaft, in der das Blut natürlicherweise verdünnt ist',
      'Mangel an Vitamin B12 oder Folsäure',
      'Chronische Nierenerkrankungen oder lang anhaltende Entzündungen',
      'Blutungen, zum Beispiel aus Magen oder Darm',
      'Angeborene Blutbildveränderungen wie die Thalassämie',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; er wird meist zusammen mit dem Hämoglobin beurteilt. Suchen Sie sofort ärztliche Hilfe bei einem sehr niedrigen Wert mit Atemnot, Brustschmerzen oder Ohnmacht oder bei einem sehr hohen Wert mit Kopfschmerzen, Sehstörungen oder Verwirrtheit.',
  },
  rbc: {
    measures:
      'Dieser Wert gibt die Zahl der roten Blutkörperchen (Erythrozyten) in einer kleinen Menge Blut an. Sie transportieren den Sauerstoff; die Zahl hilft, eine Blutarmut und ihre Ursache zu erkennen.',
    high: [
      'Flüssigkeitsmangel',
      'Rauchen',
      'Leben in großer Höhe',
      'Chronische Lungen- oder Herzerkrankungen mit Sauerstoffmangel',
      'Eine angeborene Thalassämie-Anlage mit vielen kleinen roten Blutkörperchen',
      'Selten eine Knochenmarkerkrankung, bei der zu viele rote Blutkörperchen entstehen (Polycythaemia vera)',
    ],
    low: [
      'Eisenmangel oder Blutverlust',
      'Mangel an Vitamin B12 oder Folsäure',
      'Schwangerschaft, in der das Blut natürlicherweise verdünnt ist',
      'Chronische Nierenerkrankungen oder lang anhaltende Entzündungen',
      'Störungen der Blutbildung im Knochenmark, etwa während einer Chemotherapie',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; er wird zusammen mit dem Hämoglobin und den Erythrozytenindizes (MCV, MCH) beurteilt. Bei Brustschmerzen, Ohnmacht, starker Atemnot oder Anzeichen einer Blutung suchen Sie bitte sofort ärztliche Hilfe.',
  },
  wbc: {
    measures:
      'Die weißen Blutkörperchen (Leukozyten) sind die Zellen der Immunabwehr und bekämpfen Krankheitserreger. Ihre Zahl gibt Hinweise auf Infektionen, Entzündungen und Erkrankungen des Knochenmarks oder des Immunsystems.',
    high: [
      'Infektionen, vor allem durch Bakterien',
      'Körperlicher oder seelischer Stress oder starke Anstrengung kurz vor der Blutabnahme',
      'Rauchen',
      'Kortisonpräparate',
      'Entzündungen, Verletzungen oder eine kürzlich erfolgte Operation',
      'Selten eine Bluterkrankung wie eine Leukämie',
    ],
    low: [
      'Virusinfektionen wie eine Grippe, meist nur vorübergehend',
      'Manche Medikamente, zum Beispiel eine Chemotherapie',
      'Eine natürlich niedrigere Zahl bei manchen gesunden Menschen, häufig bei afrikanischer oder nahöstlicher Herkunft',
      'Autoimmunerkrankungen wie Lupus',
      'Mangel an Vitamin B12 oder Folsäure',
      'Störungen der Blutbildung im Knochenmark',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; leichte Abweichungen sind oft vorübergehend und werden meist kontrolliert. Suchen Sie sofort ärztliche Hilfe bei Fieber und niedriger Zahl, besonders während einer Chemotherapie, oder wenn Sie sich bei sehr hoher Zahl schwer krank fühlen.',
  },
  platelets: {
    measures:
      'Blutplättchen (Thrombozyten) sind kleine Zellbestandteile, die für die Blutgerinnung nötig sind und Blutungen stillen. Ihre Zahl wird bestimmt, wenn es um Blutungsneigung, blaue Flecken oder Gerinnungsstörungen geht.',
    high: [
      'Eisenmangel',
      'Infektionen oder Entzündungen',
      'Erholung nach einer Blutung oder Operation',
      'Nach Entfernung der Milz',
      'Selten eine Knochenmarkerkrankung, bei der zu viele Blutplättchen entstehen',
    ],
    low: [
      'Virusinfektionen',
      'Manche Medikamente, etwa Heparin oder bestimmte Antibiotika',
      'Abbau der Blutplättchen durch das eigene Immunsystem (Immunthrombozytopenie)',
      'Starker Alkoholkonsum oder Lebererkrankungen mit vergrößerter Milz',
      'Schwangerschaft, meist nur ein leichter Abfall',
      'Verklumpen der Blutplättchen im Röhrchen – eine Kontrolle mit anderem Röhrchen klärt das',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei einem sehr niedrigen Wert oder bei ungewöhnlichen Blutungen: Nasen- oder Zahnfleischbluten, das nicht aufhört, Blut im Urin oder Stuhl oder viele kleine rot-violette Pünktchen auf der Haut.',
  },
  mcv: {
    measures:
      'Das MCV (mittleres Erythrozytenvolumen) gibt die durchschnittliche Größe der roten Blutkörperchen an. Es hilft, die Ursache einer Blutarmut einzugrenzen, denn je nach Ursache sind die Zellen größer oder kleiner.',
    high: [
      'Regelmäßiger oder hoher Alkoholkonsum',
      'Mangel an Vitamin B12 oder Folsäure',
      'Lebererkrankungen',
      'Schilddrüsenunterfunktion',
      'Manche Medikamente',
      'Viele junge rote Blutkörperchen nach einem Blutverlust oder vermehrtem Zellabbau',
    ],
    low: [
      'Eisenmangel',
      'Eine angeborene Thalassämie-Anlage',
      'Lang anhaltende Entzündungen oder chronische Erkrankungen',
      'Selten eine Bleivergiftung',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit dem Hämoglobin und weiteren Blutwerten beurteilt. Für sich allein ist der Wert selten dringlich.',
  },
  mch: {
    measures:
      'Das MCH (mittleres korpuskuläres Hämoglobin) gibt an, wie viel roten Blutfarbstoff ein rotes Blutkörperchen im Durchschnitt enthält. Wie das MCV hilft es, die Ursache einer Blutarmut zu finden.',
    high: [
      'Mangel an Vitamin B12 oder Folsäure',
      'Regelmäßiger oder hoher Alkoholkonsum',
      'Lebererkrankungen',
      'Schilddrüsenunterfunktion',
      'Manche Medikamente',
    ],
    low: ['Eisenmangel', 'Eine angeborene Thalassämie-Anlage', 'Lang anhaltende Entzündungen oder chronische Erkrankungen'],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit dem Hämoglobin und dem MCV beurteilt. Für sich allein ist der Wert selten dringlich.',
  },
  mchc: {
    measures:
      'Die MCHC (mittlere korpuskuläre Hämoglobinkonzentration) beschreibt, wie dicht der rote Blutfarbstoff in den roten Blutkörperchen gepackt ist. Sie ergänzt die Abklärung einer Blutarmut.',
    high: [
      'Eine angeborene Form mit kugeligen, empfindlichen roten Blutkörperchen (Kugelzellenanämie)',
      'Vermehrter Abbau roter Blutkörperchen (Hämolyse)',
      'Störungen in der Blutprobe, etwa durch Kälteantikörper oder sehr fetthaltiges Blut',
    ],
    low: [
      'Eisenmangel',
      'Eine angeborene Thalassämie-Anlage',
      'Lang anhaltender Blutverlust',
      'Viele junge rote Blutkörperchen nach einer Blutung',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit den übrigen Werten der roten Blutkörperchen beurteilt. Ein einzelner erhöhter Wert geht oft auf die Blutprobe zurück und wird gegebenenfalls kontrolliert.',
  },
  rdw: {
    measures:
      'Die RDW (Erythrozytenverteilungsbreite) zeigt, wie stark sich die roten Blutkörperchen in ihrer Größe unterscheiden. Sie hilft, Ursachen einer Blutarmut zu unterscheiden, oft schon bevor das Hämoglobin sinkt.',
    high: [
      'Eisenmangel, oft als frühes Zeichen',
      'Mangel an Vitamin B12 oder Folsäure',
      'Ein kürzlicher Blutverlust oder eine Bluttransfusion',
      'Ein gleichzeitiger Mangel an mehreren Stoffen, etwa Eisen und Vitamin B12',
      'Lebererkrankungen',
      'Vermehrter Abbau oder angeborene Veränderungen der roten Blutkörperchen',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit dem Hämoglobin und dem MCV beurteilt. Ein niedriger Wert ist unbedenklich.',
  },
  mpv: {
    measures:
      'Das MPV (mittleres Thrombozytenvolumen) gibt die durchschnittliche Größe der Blutplättchen an. Junge Blutplättchen sind größer; deshalb hilft der Wert, eine zu hohe oder zu niedrige Thrombozytenzahl einzuordnen.',
    high: [
      'Rasche Neubildung von Blutplättchen, etwa nach einer Blutung',
      'Abbau der Blutplättchen durch das eigene Immunsystem (Immunthrombozytopenie)',
      'Längere Lagerung der Blutprobe vor der Messung',
      'Selten angeborene Störungen der Blutplättchen',
    ],
    low: [
      'Häufig eine normale Schwankung, wenn die Thrombozytenzahl unauffällig ist',
      'Verminderte Bildung von Blutplättchen im Knochenmark, etwa nach einer Chemotherapie',
      'Eine vergrößerte Milz',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, vor allem wenn auch die Thrombozytenzahl auffällig ist. Für sich allein ist das MPV selten ein Grund zur Sorge.',
  },
  neutrophils_pct: {
    measures:
      'Neutrophile Granulozyten sind die häufigsten weißen Blutkörperchen und die erste Abwehr gegen Bakterien. Der Wert gibt ihren Anteil an allen weißen Blutkörperchen an; da sich die Anteile gegenseitig beeinflussen, ist die absolute Zahl meist aussagekräftiger.',
    high: [
      'Bakterielle Infektionen',
      'Körperlicher oder seelischer Stress oder starke Anstrengung',
      'Kortisonpräparate',
      'Rauchen',
      'Entzündungen, Verletzungen oder eine kürzlich erfolgte Operation',
      'Schwangerschaft',
    ],
    low: [
      'Virusinfektionen',
      'Ein höherer Anteil anderer weißer Blutkörperchen, etwa der Lymphozyten',
      'Manche Medikamente, zum Beispiel eine Chemotherapie',
      'Eine natürlich niedrigere Zahl bei manchen gesunden Menschen, häufig bei afrikanischer oder nahöstlicher Herkunft',
      'Autoimmunerkrankungen',
      'Mangel an Vitamin B12 oder Folsäure',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der auch die absolute Zahl betrachtet. Haben Sie bekanntermaßen zu wenige Neutrophile und bekommen Fieber, suchen Sie bitte sofort ärztliche Hilfe – besonders während einer Chemotherapie.',
  },
  lymphocytes_pct: {
    measures:
      'Lymphozyten sind weiße Blutkörperchen, die Viren bekämpfen und Antikörper bilden. Der Wert gibt ihren Anteil an allen weißen Blutkörperchen an; da sich die Anteile gegenseitig beeinflussen, ist die absolute Zahl meist aussagekräftiger.',
    high: [
      'Virusinfektionen wie Erkältungen oder Pfeiffersches Drüsenfieber',
      'Die Erholungsphase nach einer Infektion',
      'Ein niedrigerer Anteil an Neutrophilen, wodurch der Lymphozytenanteil größer wird',
      'Keuchhusten',
      'Selten eine Bluterkrankung wie die chronische lymphatische Leukämie, vor allem im höheren Alter',
    ],
    low: [
      'Ein höherer Anteil an Neutrophilen, etwa bei einer bakteriellen Infektion',
      'Akuter Stress, Krankheit oder eine kürzlich erfolgte Operation',
      'Kortisonpräparate',
      'Chemo- oder Strahlentherapie',
      'Erkrankungen, die das Immunsystem schwächen, zum Beispiel HIV',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der auch die absolute Zahl und die übrigen weißen Blutkörperchen betrachtet. Während oder nach einer Infektion sind Verschiebungen häufig und normalisieren sich meist wieder.',
  },
  monocytes_pct: {
    measures:
      'Monozyten sind weiße Blutkörperchen, die Krankheitserreger und abgestorbene Zellen beseitigen. Der Wert gibt ihren Anteil an allen weißen Blutkörperchen an; da sich die Anteile gegenseitig beeinflussen, ist die absolute Zahl meist aussagekräftiger.',
    high: [
      'Die Erholungsphase nach einer Infektion',
      'Langwierige Infektionen wie Tuberkulose',
      'Chronisch-entzündliche Erkrankungen, etwa chronisch-entzündliche Darmerkrankungen',
      'Selten Erkrankungen des Knochenmarks',
    ],
    low: [
      'Meist ohne Bedeutung, wenn der Wert nur leicht erniedrigt ist und die übrigen Werte normal sind',
      'Kortisonpräparate',
      'Chemotherapie oder andere Störungen der Blutbildung',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit den übrigen weißen Blutkörperchen beurteilt. Eine leichte Abweichung allein ist selten bedenklich.',
  },
  eosinophils_pct: {
    measures:
      'Eosinophile Granulozyten sind weiße Blutkörperchen, die bei Allergien und bei der Abwehr von Parasiten eine Rolle spielen. Der Wert gibt ihren Anteil an allen weißen Blutkörperchen an.',
    ...REASONS_EOSINOPHILS,
  },
  basophils_pct: {
    measures:
      'Basophile Granulozyten sind die seltensten weißen Blutkörperchen; bei allergischen Reaktionen setzen sie Botenstoffe wie Histamin frei. Der Wert gibt ihren Anteil an allen weißen Blutkörperchen an.',
    ...REASONS_BASOPHILS,
  },
  neutrophils_abs: {
    measures:
      'Dieser Wert gibt die Zahl der neutrophilen Granulozyten an, der weißen Blutkörperchen, die Bakterien als Erste abwehren. Er zeigt, wie gut der Körper bakterielle Infektionen bekämpfen kann.',
    high: [
      'Bakterielle Infektionen',
      'Körperlicher oder seelischer Stress oder starke Anstrengung',
      'Kortisonpräparate',
      'Rauchen',
      'Entzündungen, Verletzungen oder eine kürzlich erfolgte Operation',
      'Schwangerschaft',
    ],
    low: [
      'Virusinfektionen, meist nur vorübergehend',
      'Manche Medikamente, zum Beispiel eine Chemotherapie oder bestimmte Antibiotika',
      'Eine natürlich niedrigere Zahl bei manchen gesunden Menschen, häufig bei afrikanischer oder nahöstlicher Herkunft',
      'Autoimmunerkrankungen',
      'Mangel an Vitamin B12 oder Folsäure',
      'Störungen der Blutbildung im Knochenmark',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Bei sehr niedriger Zahl können Infektionen gefährlich verlaufen: Suchen Sie bei Fieber, Schüttelfrost oder starkem Krankheitsgefühl sofort ärztliche Hilfe, besonders während einer Chemotherapie.',
  },
  lymphocytes_abs: {
    measures:
      'Dieser Wert gibt die Zahl der Lymphozyten an, der weißen Blutkörperchen, die Viren bekämpfen und Antikörper bilden. Er hilft, das Immunsystem zu beurteilen.',
    high: [
      'Virusinfektionen wie Erkältungen oder Pfeiffersches Drüsenfieber',
      'Die Erholungsphase nach einer Infektion',
      'Rauchen',
      'Keuchhusten',
      'Selten eine Bluterkrankung wie die chronische lymphatische Leukämie, vor allem im höheren Alter',
    ],
    low: [
      'Akuter Stress, Krankheit oder eine kürzlich erfolgte Operation',
      'Kortisonpräparate',
      'Chemo- oder Strahlentherapie',
      'Erkrankungen, die das Immunsystem schwächen, zum Beispiel HIV',
      'Autoimmunerkrankungen wie Lupus',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; während oder nach einer Infektion sind Abweichungen häufig und normalisieren sich meist. Bleibt die Zahl über Wochen erhöht, sollte sie erneut kontrolliert werden.',
  },
  monocytes_abs: {
    measures:
      'Dieser Wert gibt die Zahl der Monozyten an, der weißen Blutkörperchen, die Krankheitserreger und abgestorbene Zellen beseitigen. Er wird zusammen mit den übrigen weißen Blutkörperchen beurteilt.',
    high: [
      'Die Erholungsphase nach einer Infektion',
      'Langwierige Infektionen wie Tuberkulose',
      'Chronisch-entzündliche Erkrankungen, etwa chronisch-entzündliche Darmerkrankungen',
      'Selten Erkrankungen des Knochenmarks',
    ],
    low: [
      'Meist ohne Bedeutung, wenn der Wert nur leicht erniedrigt ist und die übrigen Werte normal sind',
      'Kortisonpräparate',
      'Chemotherapie oder andere Störungen der Blutbildung',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit den übrigen weißen Blutkörperchen beurteilt. Bleibt die Zahl über Wochen erhöht, sollte sie erneut kontrolliert werden.',
  },
  eosinophils_abs: {
    measures:
      'Dieser Wert gibt die Zahl der eosinophilen Granulozyten an, der weißen Blutkörperchen, die bei Allergien und bei der Abwehr von Parasiten eine Rolle spielen.',
    ...REASONS_EOSINOPHILS,
  },
  basophils_abs: {
    measures:
      'Dieser Wert gibt die Zahl der basophilen Granulozyten an, der seltensten weißen Blutkörperchen, die bei allergischen Reaktionen Botenstoffe wie Histamin freisetzen.',
    ...REASONS_BASOPHILS,
  },
  reticulocytes: {
    measures:
      'Retikulozyten sind junge rote Blutkörperchen, die gerade aus dem Knochenmark ins Blut gelangt sind. Ihre Zahl zeigt, wie aktiv das Knochenmark neue rote Blutkörperchen bildet, und hilft so bei der Abklärung einer Blutarmut.',
    high: [
      'Eine kürzliche Blutung, nach der der Körper verlorenes Blut ersetzt',
      'Vermehrter Abbau roter Blutkörperchen (Hämolyse)',
      'Erholung nach Behandlung eines Eisen-, Vitamin-B12- oder Folsäuremangels',
      'Leben in großer Höhe',
      'Schwangerschaft',
    ],
    low: [
      'Ein unbehandelter Mangel an Eisen, Vitamin B12 oder Folsäure',
      'Nierenerkrankungen, bei denen weniger blutbildendes Hormon (Erythropoetin) entsteht',
      'Störungen der Blutbildung im Knochenmark, etwa während einer Chemotherapie',
      'Hoher Alkoholkonsum',
      'Chronische Entzündungen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit dem Hämoglobin beurteilt. Suchen Sie sofort ärztliche Hilfe, wenn zusätzlich Haut oder Augen gelb werden, der Urin dunkel ist, Sie ohnmächtig werden oder Atemnot haben.',
  },
  esr: {
    measures:
      'Die Blutsenkungsgeschwindigkeit (BSG) misst, wie schnell die roten Blutkörperchen in einem Röhrchen absinken. Bei Entzündungen sinken sie schneller; die BSG ist daher ein allgemeiner, unspezifischer Entzündungshinweis.',
    high: [
      'Infektionen',
      'Entzündliche Erkrankungen wie rheumatoide Arthritis oder Polymyalgia rheumatica',
      'Blutarmut',
      'Schwangerschaft',
      'Höheres Lebensalter; bei Frauen liegt der Wert natürlicherweise höher',
      'Nierenerkrankungen oder selten bestimmte Krebserkrankungen wie das Multiple Myelom',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Ihren Beschwerden und weiteren Befunden beurteilt; eine leichte Erhöhung ist häufig und wenig aussagekräftig. Sind Sie über 50 und haben neue Kopfschmerzen, Kieferschmerzen beim Kauen oder Sehstörungen, lassen Sie sich bitte noch am selben Tag ärztlich untersuchen.',
  },

  // Sugar
  glucose: {
    measures:
      'Der Blutzucker (Glukose) ist der wichtigste Energielieferant des Körpers. Er wird bestimmt, um einen Diabetes zu erkennen oder zu überwachen; am besten lässt sich ein Wert beurteilen, der nüchtern, also nach mindestens 8 Stunden ohne Essen, gemessen wurde.',
    high: [
      'Essen oder Trinken vor der Blutabnahme',
      'Diabetes oder eine Vorstufe davon (Prädiabetes)',
      'Akuter Stress, Krankheit, Verletzungen oder Operationen',
      'Kortisonpräparate und manche andere Medikamente',
      'Schwangerschaftsdiabetes',
      'Erkrankungen der Bauchspeicheldrüse, etwa eine Entzündung',
    ],
    low: [
      'Zu lange Lagerung der Blutprobe, da die Blutzellen den Zucker verbrauchen',
      'Diabetesmedikamente, vor allem Insulin',
      'Alkohol, besonders ohne gleichzeitiges Essen',
      'Lange oder intensive körperliche Belastung ohne Mahlzeit',
      'Ein Zuckerabfall einige Stunden nach dem Essen, etwa nach einer Magenoperation',
      'Selten Hormonstörungen oder ein insulinbildender Tumor',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein erhöhter Nüchternwert wird meist wiederholt oder mit dem HbA1c überprüft. Suchen Sie sofort ärztliche Hilfe bei sehr niedrigem Wert mit Zittern, Schwitzen, Verwirrtheit oder Benommenheit oder bei sehr hohem Wert mit starkem Durst, häufigem Wasserlassen, Erbrechen oder Verwirrtheit.',
  },
  hba1c: {
    measures:
      'Der HbA1c-Wert, oft „Langzeitblutzucker“ genannt, gibt an, wie viel Prozent des roten Blutfarbstoffs mit Zucker verbunden sind. Da rote Blutkörperchen etwa drei Monate leben, spiegelt er den durchschnittlichen Blutzucker der letzten zwei bis drei Monate wider und dient zur Diagnose und Kontrolle eines Diabetes.',
    high: [
      'Diabetes oder eine Vorstufe davon (Prädiabetes)',
      'Ein nicht gut eingestellter Blutzucker bei bekanntem Diabetes',
      'Eisenmangel, der den Wert erhöhen kann, ohne dass der Blutzucker höher ist',
      'Entfernung der Milz oder andere Zustände, in denen rote Blutkörperchen länger leben',
    ],
    low: [
      'Ein kürzlicher Blutverlust oder vermehrter Abbau roter Blutkörperchen',
      'Eine kürzlich erhaltene Bluttransfusion',
      'Schwangerschaft',
      'Häufige Unterzuckerungen bei behandeltem Diabetes',
      'Manche angeborene Hämoglobinvarianten, die die Messung stören',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn gegebenenfalls mit einer zweiten Messung bestätigt. Lassen Sie einen deutlich erhöhten Wert zeitnah abklären und suchen Sie sofort ärztliche Hilfe bei starkem Durst, häufigem Wasserlassen, Gewichtsverlust, Erbrechen oder Verwirrtheit.',
  },
  insulin: {
    measures:
      'Insulin ist das Hormon der Bauchspeicheldrüse, das den Körperzellen ermöglicht, Zucker aus dem Blut aufzunehmen. Es wird meist zusammen mit dem Nüchternblutzucker bestimmt, um eine Insulinresistenz zu erkennen oder Unterzuckerungen abzuklären.',
    high: [
      'Insulinresistenz, oft bei Übergewicht, Prädiabetes oder Typ-2-Diabetes',
      'Essen vor der Blutabnahme',
      'Polyzystisches Ovarialsyndrom (PCOS)',
      'Insulinspritzen oder Diabetesmedikamente, die die Insulinausschüttung anregen',
      'Selten ein insulinbildender Tumor der Bauchspeicheldrüse',
    ],
    low: [
      'Typ-1-Diabetes',
      'Ein langjähriger Typ-2-Diabetes',
      'Schädigung der Bauchspeicheldrüse, etwa durch eine chronische Entzündung',
      'Längeres Fasten, was normal ist',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit dem Blutzucker beurteilt. Bei Anzeichen einer Unterzuckerung wie Zittern, Schwitzen oder Verwirrtheit suchen Sie bitte sofort ärztliche Hilfe.',
  },
  c_peptide: {
    measures:
      'C-Peptid wird von der Bauchspeicheldrüse in gleicher Menge wie Insulin freigesetzt. Es zeigt, wie viel Insulin der Körper selbst bildet – auch wenn Insulin gespritzt wird – und hilft, Diabetesformen zu unterscheiden.',
    high: [
      'Insulinresistenz oder ein beginnender Typ-2-Diabetes',
      'Essen vor der Blutabnahme',
      'Eingeschränkte Nierenfunktion, da die Nieren C-Peptid ausscheiden',
      'Diabetesmedikamente, die die Insulinausschüttung anregen',
      'Selten ein insulinbildender Tumor der Bauchspeicheldrüse',
    ],
    low: [
      'Typ-1-Diabetes',
      'Ein langjähriger Typ-2-Diabetes',
      'Schädigung oder Entfernung der Bauchspeicheldrüse',
      'Unterzuckerung oder längeres Fasten als normale Reaktion',
      'Insulinspritzen, die die körpereigene Insulinbildung bremsen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Blutzucker und Medikamenten beurteilt. Bei Anzeichen einer Unterzuckerung wie Zittern, Schwitzen oder Verwirrtheit suchen Sie bitte sofort ärztliche Hilfe.',
  },

  // Lipids
  total_cholesterol: {
    measures:
      'Cholesterin ist ein fettähnlicher Stoff, den der Körper für den Aufbau von Zellen und Hormonen braucht. Zu viel davon im Blut erhöht das Risiko für Herzinfarkt und Schlaganfall; der Wert dient deshalb zur Einschätzung des Herz-Kreislauf-Risikos.',
    high: [
      'Eine Ernährung mit vielen gesättigten Fetten',
      'Eine erbliche Veranlagung, die in Familien gehäuft vorkommt',
      'Übergewicht, Diabetes oder Bewegungsmangel',
      'Schilddrüsenunterfunktion',
      'Nierenerkrankungen mit Eiweißverlust über den Urin',
      'Schwangerschaft oder manche Medikamente, etwa Kortison',
    ],
    low: [
      'Cholesterinsenkende Medikamente',
      'Schilddrüsenüberfunktion',
      'Mangelernährung oder eine gestörte Nährstoffaufnahme im Darm',
      'Lebererkrankungen',
      'Lang anhaltende Krankheiten oder Entzündungen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein hohes Cholesterin verursacht keine Beschwerden und wird zusammen mit Ihren übrigen Risikofaktoren bewertet. Sprechen Sie einen sehr hohen Wert zeitnah an, besonders wenn in Ihrer Familie Herzerkrankungen in jungen Jahren aufgetreten sind.',
  },
  ldl: {
    measures:
      'LDL-Cholesterin, oft „schlechtes“ Cholesterin genannt, kann sich in den Wänden der Blutgefäße ablagern. Es ist der wichtigste Cholesterinwert, um das Risiko für Herzinfarkt und Schlaganfall einzuschätzen und eine Behandlung zu steuern.',
    high: [
      'Eine Ernährung mit vielen gesättigten Fetten',
      'Eine erbliche Veranlagung, die in Familien gehäuft vorkommt',
      'Übergewicht, Diabetes oder Bewegungsmangel',
      'Schilddrüsenunterfunktion',
      'Nierenerkrankungen mit Eiweißverlust über den Urin',
      'Schwangerschaft oder manche Medikamente',
    ],
    low: [
      'Cholesterinsenkende Medikamente',
      'Schilddrüsenüberfunktion',
      'Mangelernährung oder eine gestörte Nährstoffaufnahme im Darm',
      'Lebererkrankungen',
      'Selten eine angeborene Stoffwechselbesonderheit',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der einen Zielwert passend zu Ihrem persönlichen Herz-Kreislauf-Risiko festlegt. Sprechen Sie einen sehr hohen Wert zeitnah an, besonders wenn in Ihrer Familie Herzerkrankungen in jungen Jahren aufgetreten sind.',
  },
  hdl: {
    measures:
      'HDL-Cholesterin, oft „gutes“ Cholesterin genannt, transportiert Cholesterin aus den Blutgefäßen zurück zur Leber. Höhere Werte gehen im Allgemeinen mit einem geringeren Risiko für Herzerkrankungen einher.',
    high: [
      'Regelmäßige Bewegung',
      'Eine erbliche Veranlagung',
      'Weibliches Geschlecht und Östrogene, auch im Rahmen einer Hormontherapie',
      'Alkoholkonsum',
      'Manche Medikamente',
    ],
    low: [
      'Rauchen',
      'Übergewicht und Bewegungsmangel',
      'Typ-2-Diabetes oder Insulinresistenz',
      'Erhöhte Triglyceride oder eine zucker- und weißmehlreiche Ernährung',
      'Eine erbliche Veranlagung',
      'Manche Medikamente, etwa Anabolika',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt im Zusammenhang mit Ihrem gesamten Herz-Kreislauf-Risiko. Ein hoher HDL-Wert ist meist günstig und erfordert selten Maßnahmen.',
  },
  triglycerides: {
    measures:
      'Triglyceride sind die häufigsten Fette im Blut und stammen zum großen Teil aus der Nahrung. Erhöhte Werte tragen zum Risiko für Herzerkrankungen bei; sehr hohe Werte können eine Entzündung der Bauchspeicheldrüse auslösen.',
    high: [
      'Eine Mahlzeit, vor allem eine fettreiche, vor der Blutabnahme',
      'Alkohol',
      'Übergewicht, Diabetes oder Insulinresistenz',
      'Eine zucker- und weißmehlreiche Ernährung',
      'Schilddrüsenunterfunktion oder Nierenerkrankungen',
      'Manche Medikamente wie Kortison oder Östrogene oder eine erbliche Veranlagung',
    ],
    low: [
      'Eine fettarme Ernährung oder Gewichtsabnahme',
      'Blutfettsenkende Medikamente',
      'Schilddrüsenüberfunktion',
      'Mangelernährung oder eine gestörte Nährstoffaufnahme im Darm',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein erhöhter Wert wird oft nüchtern wiederholt. Lassen Sie einen sehr hohen Wert zeitnah abklären und suchen Sie sofort ärztliche Hilfe bei starken Oberbauchschmerzen, die oft in den Rücken ausstrahlen, mit Erbrechen.',
  },
  non_hdl: {
    measures:
      'Das Non-HDL-Cholesterin ist das Gesamtcholesterin abzüglich des HDL. Es umfasst alle Cholesterinanteile, die sich in den Gefäßwänden ablagern können, und ist auch ohne Nüchternblutabnahme aussagekräftig.',
    high: [
      'Eine Ernährung mit vielen gesättigten Fetten',
      'Eine erbliche Veranlagung, die in Familien gehäuft vorkommt',
      'Übergewicht, Diabetes oder Bewegungsmangel',
      'Erhöhte Triglyceride',
      'Schilddrüsenunterfunktion oder Nierenerkrankungen',
    ],
    low: [
      'Cholesterinsenkende Medikamente',
      'Schilddrüsenüberfunktion',
      'Mangelernährung oder eine gestörte Nährstoffaufnahme im Darm',
      'Lebererkrankungen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Ihren übrigen Risikofaktoren bewertet. Sprechen Sie einen sehr hohen Wert zeitnah an, besonders wenn in Ihrer Familie Herzerkrankungen in jungen Jahren aufgetreten sind.',
  },
  lipoprotein_a: {
    measures:
      'Lipoprotein(a) ist ein cholesterinhaltiges Teilchen, das dem LDL ähnelt. Seine Höhe ist überwiegend erblich festgelegt und ändert sich im Leben kaum; ein hoher Wert erhöht das Risiko für Herzinfarkt, Schlaganfall und eine Verengung der Herzklappe, deshalb wird er oft einmalig bestimmt.',
    high: [
      'Erbliche Veranlagung, oft familiär gehäuft (der häufigste Grund)',
      'Nierenerkrankungen',
      'Wechseljahre',
      'Schilddrüsenunterfunktion',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt; er verursacht keine Beschwerden, und häufig wird dann besonders auf die übrigen Risikofaktoren geachtet. Möglicherweise wird Ihnen auch empfohlen, nahe Verwandte untersuchen zu lassen.',
  },
  apob: {
    measures:
      'Apolipoprotein B (ApoB) ist ein Eiweiß, das sich auf jedem Teilchen befindet, das „schlechtes“ Cholesterin transportiert. Der Wert gibt die Zahl dieser Teilchen an und kann das Herz-Kreislauf-Risiko genauer abbilden als das LDL, besonders bei Diabetes oder erhöhten Triglyceriden.',
    high: [
      'Eine Ernährung mit vielen gesättigten Fetten',
      'Eine erbliche Veranlagung, die in Familien gehäuft vorkommt',
      'Übergewicht, Diabetes oder Insulinresistenz',
      'Erhöhte Triglyceride',
      'Schilddrüsenunterfunktion oder Nierenerkrankungen',
    ],
    low: [
      'Cholesterinsenkende Medikamente',
      'Schilddrüsenüberfunktion',
      'Mangelernährung oder eine gestörte Nährstoffaufnahme im Darm',
      'Lebererkrankungen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Ihren übrigen Risikofaktoren bewertet. Ein erhöhter Wert macht keine Beschwerden, sollte aber ernst genommen werden.',
  },

  // Liver
  alt: {
    measures:
      'Die ALT (Alanin-Aminotransferase, früher GPT) ist ein Enzym, das vor allem in Leberzellen vorkommt. Werden Leberzellen geschädigt, gelangt es ins Blut; es ist daher einer der wichtigsten Leberwerte.',
    high: [
      'Fettleber, oft bei Übergewicht oder Diabetes',
      'Alkohol',
      'Medikamente und Nahrungsergänzungsmittel, etwa hohe Dosen Paracetamol oder manche pflanzlichen Präparate',
      'Virushepatitis (Leberentzündung durch Viren)',
      'Starke körperliche Belastung oder Muskelverletzungen',
      'Seltenere Ursachen wie Zöliakie oder eine Eisenüberladung',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt; eine leichte Erhöhung ist häufig und wird meist kontrolliert. Suchen Sie sofort ärztliche Hilfe bei Gelbfärbung von Haut oder Augen, dunklem Urin, starken Bauchschmerzen oder Verwirrtheit.',
  },
  ast: {
    measures:
      'Die AST (Aspartat-Aminotransferase, früher GOT) ist ein Enzym in Leber, Muskeln und Herz. Sie steigt an, wenn diese Zellen geschädigt werden, und wird meist zusammen mit der ALT beurteilt.',
    high: [
      'Leberschäden, etwa durch Fettleber, Alkohol, Hepatitis oder Medikamente',
      'Starke körperliche Belastung oder Muskelverletzungen',
      'Zerfall roter Blutkörperchen im Körper oder in der Blutprobe',
      'Schädigung des Herzmuskels',
      'Schilddrüsenunterfunktion',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt; eine leichte Erhöhung ist häufig und wird meist kontrolliert. Suchen Sie sofort ärztliche Hilfe bei Gelbfärbung von Haut oder Augen, dunklem Urin, starken Bauchschmerzen, Brustschmerzen oder Verwirrtheit.',
  },
  ggt: {
    measures:
      'Die Gamma-GT (Gamma-Glutamyltransferase) ist ein Enzym in Leber und Gallenwegen. Sie reagiert empfindlich auf Alkohol und auf einen Gallenstau und hilft, eine erhöhte alkalische Phosphatase einzuordnen.',
    high: [
      'Alkohol, auch in mäßigen Mengen',
      'Fettleber, Übergewicht oder Diabetes',
      'Manche Medikamente, etwa bestimmte Mittel gegen Epilepsie',
      'Ein Gallenstau, zum Beispiel durch Gallensteine',
      'Hepatitis oder andere Lebererkrankungen',
      'Rauchen',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei Gelbfärbung von Haut oder Augen, dunklem Urin, hellem Stuhl oder Schmerzen im rechten Oberbauch mit Fieber.',
  },
  alp: {
    measures:
      'Die alkalische Phosphatase (AP) ist ein Enzym, das vor allem in Leber, Gallenwegen und Knochen vorkommt. Sie hilft, Störungen des Galleabflusses sowie des Knochenwachstums und -umbaus zu erkennen.',
    high: [
      'Wachstum bei Kindern und Jugendlichen, was normal ist',
      'Schwangerschaft, besonders in den letzten Monaten',
      'Ein Gallenstau, zum Beispiel durch Gallensteine',
      'Lebererkrankungen',
      'Knochenerkrankungen, etwa ein heilender Knochenbruch, Vitamin-D-Mangel oder Morbus Paget',
      'Eine Überfunktion der Nebenschilddrüsen',
    ],
    low: [
      'Mangelernährung oder ein Mangel an Zink oder Magnesium',
      'Schilddrüsenunterfunktion',
      'Selten eine angeborene Knochenstoffwechselstörung (Hypophosphatasie)',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der gegebenenfalls Gamma-GT oder Knochenwerte bestimmt, um die Herkunft zu klären. Suchen Sie sofort ärztliche Hilfe bei Gelbfärbung von Haut oder Augen mit Bauchschmerzen oder Fieber.',
  },
  total_bilirubin: {
    measures:
      'Bilirubin ist ein gelber Farbstoff, der beim Abbau alter roter Blutkörperchen entsteht; die Leber verarbeitet ihn und gibt ihn mit der Galle ab. Hohe Werte können Haut und Augen gelb färben (Gelbsucht).',
    high: [
      'Morbus Meulengracht (Gilbert-Syndrom), eine häufige und harmlose angeborene Besonderheit, oft bei Fasten oder Krankheit bemerkt',
      'Vermehrter Abbau roter Blutkörperchen (Hämolyse)',
      'Lebererkrankungen wie eine Hepatitis oder alkoholbedingte Schäden',
      'Ein Gallenstau, zum Beispiel durch Gallensteine',
      'Manche Medikamente',
      'Neugeborene, bei denen ein erhöhter Wert häufig ist',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei Gelbfärbung von Haut oder Augen zusammen mit Bauchschmerzen, Fieber, dunklem Urin oder hellem Stuhl.',
  },
  direct_bilirubin: {
    measures:
      'Das direkte (konjugierte) Bilirubin ist der Teil des Bilirubins, den die Leber bereits verarbeitet hat. Ein erhöhter Wert weist eher auf eine Störung der Leber oder des Galleabflusses hin als auf einen vermehrten Abbau roter Blutkörperchen.',
    high: [
      'Ein Gallenstau, zum Beispiel durch Gallensteine',
      'Hepatitis',
      'Alkoholbedingte Lebererkrankungen',
      'Manche Medikamente',
      'Selten angeborene Stoffwechselbesonderheiten',
    ],
    low: [],
    seeDoctor:
      'Lassen Sie einen erhöhten Wert zeitnah von Ihrer Ärztin oder Ihrem Arzt abklären. Suchen Sie sofort ärztliche Hilfe bei Gelbfärbung von Haut oder Augen, Bauchschmerzen, Fieber, dunklem Urin oder hellem Stuhl.',
  },
  albumin: {
    measures:
      'Albumin ist das wichtigste Eiweiß im Blut und wird in der Leber gebildet. Es hält Flüssigkeit in den Blutgefäßen und transportiert viele Stoffe; der Wert gibt Hinweise auf Leberfunktion, Ernährungszustand und Flüssigkeitshaushalt.',
    high: [
      'Flüssigkeitsmangel, etwa durch Erbrechen, Durchfall oder zu wenig Trinken',
      'Zu lange gestaute Vene bei der Blutabnahme',
      'Albumin-Infusionen im Krankenhaus',
    ],
    low: [
      'Akute Erkrankungen oder Entzündungen',
      'Lebererkrankungen',
      'Eiweißverlust über die Nieren',
      'Mangelernährung oder eine gestörte Nährstoffaufnahme im Darm',
      'Schwangerschaft, in der das Blut verdünnt ist',
      'Schwere Verbrennungen oder Herzschwäche',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Lassen Sie sich zeitnah untersuchen, wenn neue Schwellungen an Beinen, Gesicht oder Bauch oder schäumender Urin auftreten.',
  },
  total_protein: {
    measures:
      'Das Gesamteiweiß umfasst alle Eiweiße im Blut, vor allem Albumin und die Antikörper des Immunsystems (Globuline). Es gibt einen Überblick über Ernährungszustand, Leber- und Nierenfunktion sowie das Immunsystem.',
    high: [
      'Flüssigkeitsmangel',
      'Langwierige Infektionen oder Entzündungen',
      'Autoimmunerkrankungen',
      'Zu lange gestaute Vene bei der Blutabnahme',
      'Selten eine Knochenmarkerkrankung wie das Multiple Myelom, vor allem im höheren Alter',
    ],
    low: [
      'Lebererkrankungen',
      'Eiweißverlust über die Nieren',
      'Mangelernährung oder eine gestörte Nährstoffaufnahme im Darm',
      'Schwangerschaft, in der das Blut verdünnt ist',
      'Schwere Verbrennungen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der gegebenenfalls weitere Tests veranlasst, um zu sehen, welche Eiweiße verändert sind. Lassen Sie sich zeitnah untersuchen, wenn neue Schwellungen an Beinen oder Gesicht oder schäumender Urin auftreten.',
  },
  ldh: {
    measures:
      'Die LDH (Laktatdehydrogenase) ist ein Enzym, das in fast allen Körperzellen vorkommt. Sie steigt an, wenn Zellen geschädigt werden, und ist damit ein allgemeiner, unspezifischer Hinweis auf einen Gewebeschaden.',
    high: [
      'Zerfall roter Blutkörperchen bei oder nach der Blutabnahme, der den Wert fälschlich erhöht',
      'Vermehrter Abbau roter Blutkörperchen im Körper (Hämolyse)',
      'Muskelverletzungen oder starke körperliche Belastung',
      'Lebererkrankungen',
      'Infektionen wie eine Lungenentzündung oder Pfeiffersches Drüsenfieber',
      'Andere Gewebeschäden, etwa ein Herzinfarkt, eine Lungenembolie oder manche Krebserkrankungen',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Ihren übrigen Befunden beurteilt; oft wird er kontrolliert. Suchen Sie sofort ärztliche Hilfe bei Brustschmerzen, Atemnot oder Gelbfärbung von Haut oder Augen.',
  },

  // Kidney
  creatinine: {
    measures:
      'Kreatinin ist ein Abbauprodukt des normalen Muskelstoffwechsels, das über die Nieren ausgeschieden wird. Es ist der wichtigste Blutwert für die Nierenfunktion und Grundlage für die Berechnung der eGFR.',
    high: [
      'Viel Muskelmasse, etwa bei Sportlern',
      'Viel gegartes Fleisch oder Kreatin-Präparate vor der Blutabnahme',
      'Flüssigkeitsmangel',
      'Eingeschränkte Nierenfunktion',
      'Manche Medikamente',
      'Ein Harnabflusshindernis, zum Beispiel eine vergrößerte Prostata',
    ],
    low: [
      'Wenig Muskelmasse, etwa im höheren Alter oder bei zierlichem Körperbau',
      'Schwangerschaft',
      'Vegetarische Ernährung',
      'Mangelernährung oder schwere Lebererkrankungen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein einzelner erhöhter Wert wird oft kontrolliert. Suchen Sie sofort ärztliche Hilfe, wenn ein erhöhter Wert mit deutlich weniger Urin, Wassereinlagerungen, Atemnot oder Verwirrtheit einhergeht.',
  },
  urea: {
    measures:
      'Harnstoff entsteht in der Leber beim Abbau von Eiweiß und wird über die Nieren ausgeschieden. Er wird zusammen mit dem Kreatinin bestimmt, um Nierenfunktion und Flüssigkeitshaushalt zu beurteilen.',
    ...REASONS_UREA,
  },
  bun: {
    measures:
      'Der Harnstoff-Stickstoff (BUN) gibt den Stickstoffanteil des Harnstoffs an, eines Abbauprodukts von Eiweiß, das über die Nieren ausgeschieden wird. Er wird zusammen mit dem Kreatinin bestimmt, um Nierenfunktion und Flüssigkeitshaushalt zu beurteilen.',
    ...REASONS_UREA,
  },
  egfr: {
    measures:
      'Die eGFR (geschätzte glomeruläre Filtrationsrate) schätzt, wie viel Blut die Nieren pro Minute filtern. Sie wird aus dem Kreatinin (manchmal auch Cystatin C), dem Alter und dem Geschlecht berechnet und ist die wichtigste Kennzahl der Nierenfunktion.',
    high: [],
    low: [
      'Natürliche Abnahme mit dem Alter',
      'Eingeschränkte Nierenfunktion, oft durch Diabetes oder Bluthochdruck',
      'Viel Muskelmasse oder eine fleischreiche Mahlzeit vor der Blutabnahme, die das Kreatinin erhöhen',
      'Flüssigkeitsmangel oder akute Erkrankungen',
      'Manche Medikamente',
      'Nierenerkrankungen, etwa Nierenentzündungen',
    ],
    seeDoctor:
      'Besprechen Sie einen niedrigen Wert mit Ihrer Ärztin oder Ihrem Arzt; ein einzelner Wert wird meist kontrolliert, und von einer chronischen Nierenerkrankung spricht man erst, wenn er über drei Monate erniedrigt bleibt. Suchen Sie sofort ärztliche Hilfe, wenn ein plötzlicher Abfall mit deutlich weniger Urin, Wassereinlagerungen oder Atemnot einhergeht.',
  },
  uric_acid: {
    measures:
      'Harnsäure entsteht beim Abbau von Purinen, Stoffen, die in Körperzellen und vielen Lebensmitteln enthalten sind. Sie wird über die Nieren ausgeschieden; hohe Werte können Gicht und Nierensteine verursachen.',
    high: [
      'Eine Ernährung mit viel Fleisch, Innereien, Meeresfrüchten, Alkohol (besonders Bier) oder zuckerhaltigen Getränken',
      'Eingeschränkte Nierenfunktion',
      'Entwässerungsmedikamente (Diuretika) und niedrig dosierte Acetylsalicylsäure',
      'Übergewicht, Bluthochdruck oder Insulinresistenz',
      'Eine erbliche Veranlagung',
      'Flüssigkeitsmangel, Fasten oder ein schneller Zellumsatz, etwa bei Schuppenflechte',
    ],
    low: [
      'Harnsäuresenkende Medikamente',
      'Eine purinarme Ernährung',
      'Schwangerschaft',
      'Selten Lebererkrankungen oder eine Nierenstörung, bei der Harnsäure verloren geht',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein erhöhter Wert ohne Beschwerden muss nicht immer behandelt werden. Lassen Sie sich zeitnah untersuchen bei einem plötzlich heißen, geschwollenen und sehr schmerzhaften Gelenk oder bei starken Flanken- oder Rückenschmerzen.',
  },
  cystatin_c: {
    measures:
      'Cystatin C ist ein kleines Eiweiß, das alle Körperzellen gleichmäßig bilden und die Nieren herausfiltern. Anders als Kreatinin hängt es kaum von der Muskelmasse ab und kann die Nierenfunktion bei manchen Menschen genauer abbilden.',
    high: [
      'Eingeschränkte Nierenfunktion',
      'Höheres Lebensalter',
      'Schilddrüsenüberfunktion',
      'Hoch dosierte Kortisonpräparate',
      'Entzündungen, Rauchen oder Übergewicht, meist mit geringem Einfluss',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Kreatinin und eGFR beurteilt. Ein niedriger Wert ist unbedenklich.',
  },

  // Electrolytes and minerals
  sodium: {
    measures:
      'Natrium ist ein Mineralstoff (Elektrolyt), der den Wasserhaushalt des Körpers steuert und für Nerven und Muskeln unentbehrlich ist. Der Wert wird bestimmt, um Flüssigkeitshaushalt, Nierenfunktion und Nebenwirkungen von Medikamenten zu überprüfen.',
    high: [
      'Zu wenig Trinken, besonders bei älteren Menschen',
      'Hoher Wasserverlust durch Schwitzen, Fieber, Erbrechen oder Durchfall',
      'Manche Medikamente',
      'Selten eine Hormonstörung, bei der die Nieren zu viel Wasser ausscheiden (Diabetes insipidus)',
    ],
    low: [
      'Entwässerungsmedikamente (Diuretika)',
      'Manche Medikamente gegen Depressionen oder Epilepsie',
      'Erbrechen oder Durchfall',
      'Sehr große Trinkmengen, etwa bei Ausdauersport',
      'Herzschwäche, Leberzirrhose oder Nierenerkrankungen',
      'Hormonstörungen, etwa eine Unterfunktion der Schilddrüse oder der Nebennieren',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs zeitnah mit Ihrer Ärztin oder Ihrem Arzt, besonders wenn Sie Entwässerungsmedikamente nehmen. Suchen Sie sofort ärztliche Hilfe bei einem sehr hohen oder sehr niedrigen Wert oder bei Verwirrtheit, starken Kopfschmerzen, Benommenheit, Erbrechen oder einem Krampfanfall.',
  },
  potassium: {
    measures:
      'Kalium ist ein Mineralstoff (Elektrolyt), den Herz, Muskeln und Nerven für ihre Arbeit brauchen. Sowohl zu hohe als auch zu niedrige Werte können den Herzrhythmus stören; deshalb wird Kalium besonders bei Nierenerkrankungen oder bestimmten Medikamenten regelmäßig kontrolliert.',
    high: [
      'Zerfall roter Blutkörperchen in der Probe oder zu lange Lagerung, die den Wert fälschlich erhöhen',
      'Eingeschränkte Nierenfunktion',
      'Manche Blutdruckmedikamente, kaliumsparende Entwässerungsmittel oder Kaliumpräparate',
      'Ein entgleister Diabetes',
      'Eine Unterfunktion der Nebennieren',
      'Gewebeschäden, etwa durch Muskelverletzungen oder Verbrennungen',
    ],
    low: [
      'Erbrechen oder Durchfall',
      'Entwässerungsmedikamente (Diuretika)',
      'Häufige Einnahme von Abführmitteln',
      'Zu wenig Essen, auch bei Essstörungen',
      'Magnesiummangel',
      'Hormonstörungen, etwa zu viel Aldosteron',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs umgehend mit Ihrer Ärztin oder Ihrem Arzt; ein erhöhter Wert wird oft zuerst kontrolliert, weil Störungen durch die Blutprobe häufig sind. Suchen Sie sofort ärztliche Hilfe bei einem sehr hohen oder sehr niedrigen Wert oder bei Herzstolpern, unregelmäßigem Herzschlag, Muskelschwäche oder Krämpfen.',
  },
  chloride: {
    measures:
      'Chlorid ist ein Mineralstoff (Elektrolyt), der zusammen mit Natrium den Wasserhaushalt und das Säure-Basen-Gleichgewicht stabil hält. Es wird meist zusammen mit Natrium und Bikarbonat beurteilt.',
    high: ['Flüssigkeitsmangel', 'Durchfall', 'Große Mengen Kochsalzinfusionen', 'Manche Nierenerkrankungen', 'Manche Medikamente'],
    low: [
      'Lang anhaltendes Erbrechen',
      'Entwässerungsmedikamente (Diuretika)',
      'Herzschwäche',
      'Chronische Lungenerkrankungen',
      'Zustände, die auch das Natrium senken',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Natrium und Bikarbonat beurteilt. Suchen Sie sofort ärztliche Hilfe bei anhaltendem Erbrechen, Verwirrtheit oder starker Schwäche.',
  },
  calcium: {
    measures:
      'Kalzium ist der Mineralstoff, aus dem Knochen und Zähne aufgebaut sind; außerdem brauchen ihn Muskeln, Nerven und Herz. Sein Spiegel wird von den Nebenschilddrüsen und Vitamin D genau geregelt.',
    high: [
      'Eine Überfunktion der Nebenschilddrüsen',
      'Zu viel Vitamin D oder Kalziumpräparate',
      'Flüssigkeitsmangel',
      'Manche Medikamente, etwa bestimmte Entwässerungsmittel oder Lithium',
      'Lange Bettlägerigkeit',
      'Manche Krebserkrankungen oder eine Sarkoidose',
    ],
    low: [
      'Ein niedriger Albuminwert, der das gemessene, aber nicht immer das wirksame Kalzium senkt',
      'Vitamin-D-Mangel',
      'Eingeschränkte Nierenfunktion',
      'Magnesiummangel',
      'Eine Unterfunktion der Nebenschilddrüsen, etwa nach einer Operation am Hals',
      'Eine akute Bauchspeicheldrüsenentzündung oder manche Medikamente',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei einem sehr hohen Wert oder bei starkem Durst, Erbrechen oder Verwirrtheit sowie bei einem sehr niedrigen Wert oder bei Muskelkrämpfen, Kribbeln um den Mund oder in den Fingern oder Krampfanfällen.',
  },
  magnesium: {
    measures:
      'Magnesium ist ein Mineralstoff, den Muskeln, Nerven, der Herzrhythmus und gesunde Knochen brauchen. Es wird bei Muskelkrämpfen, Herzrhythmusstörungen oder einem niedrigen Kalzium- oder Kaliumwert bestimmt.',
    high: [
      'Eingeschränkte Nierenfunktion',
      'Magnesiumhaltige Nahrungsergänzungsmittel, Mittel gegen Sodbrennen oder Abführmittel, besonders bei Nierenerkrankungen',
      'Flüssigkeitsmangel',
      'Zerfall roter Blutkörperchen in der Probe, der den Wert leicht erhöhen kann',
    ],
    low: [
      'Durchfall oder eine gestörte Nährstoffaufnahme im Darm',
      'Alkohol',
      'Entwässerungsmedikamente (Diuretika)',
      'Langfristige Einnahme von Magensäureblockern',
      'Ein schlecht eingestellter Diabetes',
      'Eine magnesiumarme Ernährung',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei einem sehr niedrigen Wert mit Muskelzucken, Krämpfen oder unregelmäßigem Herzschlag oder bei einem sehr hohen Wert mit Schwäche, Benommenheit oder langsamem Herzschlag.',
  },
  phosphate: {
    measures:
      'Phosphat ist ein Mineralstoff, der zusammen mit Kalzium Knochen und Zähne aufbaut und in jeder Zelle für die Energiegewinnung gebraucht wird. Es wird mit dem Kalzium bestimmt, um Knochen, Nieren und Nebenschilddrüsen zu beurteilen.',
    high: [
      'Eingeschränkte Nierenfunktion',
      'Zerfall roter Blutkörperchen in der Probe oder zu lange Lagerung',
      'Kindheit und Jugend, in denen die Werte natürlicherweise höher sind',
      'Eine Unterfunktion der Nebenschilddrüsen',
      'Zu viel Vitamin D',
      'Phosphathaltige Abführmittel oder Einläufe',
    ],
    low: [
      'Vitamin-D-Mangel',
      'Eine Überfunktion der Nebenschilddrüsen',
      'Mangelernährung oder Alkohol',
      'Wiederbeginn des Essens nach längerer Zeit mit sehr wenig Nahrung',
      'Manche Mittel gegen Sodbrennen, die Phosphat binden',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Kalzium und Nierenwerten beurteilt. Suchen Sie sofort ärztliche Hilfe bei einem sehr niedrigen Wert mit Muskelschwäche, Verwirrtheit oder Atembeschwerden.',
  },
  bicarbonate: {
    measures:
      'Bikarbonat (manchmal als Gesamt-CO2 angegeben) sorgt dafür, dass das Blut weder zu sauer noch zu basisch wird. Der Wert hilft, das Säure-Basen-Gleichgewicht zu beurteilen, das von Nieren und Lunge gesteuert wird.',
    high: [
      'Erbrechen',
      'Entwässerungsmedikamente (Diuretika)',
      'Flüssigkeitsmangel',
      'Chronische Lungenerkrankungen, bei denen der Körper zurückgehaltenes Kohlendioxid ausgleicht',
      'Die Einnahme von Mitteln gegen Sodbrennen oder Natron',
    ],
    low: [
      'Eingeschränkte Nierenfunktion',
      'Durchfall',
      'Eine schwere Entgleisung eines Diabetes mit Ketonkörpern (Ketoazidose)',
      'Schwere Erkrankungen oder Infektionen',
      'Zu schnelles Atmen (Hyperventilation)',
      'Manche Medikamente',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei schneller oder tiefer Atmung, Verwirrtheit, starker Schwäche oder anhaltendem Erbrechen.',
  },

  // Thyroid
  tsh: {
    measures:
      'TSH (Thyreoidea-stimulierendes Hormon) wird in der Hirnanhangsdrüse gebildet und gibt der Schilddrüse vor, wie viel Hormon sie herstellen soll. Es ist der erste Test der Schilddrüsenfunktion: Ein hoher TSH-Wert spricht meist für eine Unterfunktion, ein niedriger für eine Überfunktion.',
    high: [
      'Schilddrüsenunterfunktion, am häufigsten durch eine Autoimmunerkrankung (Hashimoto-Thyreoiditis)',
      'Eine zu niedrige Dosis oder unregelmäßige Einnahme von Schilddrüsenhormon',
      'Die Erholungsphase nach einer schweren Erkrankung',
      'Nach einer Schilddrüsenoperation oder Radiojodtherapie',
      'Manche Medikamente, etwa Lithium oder Amiodaron',
      'Ein leichter Anstieg im höheren Alter',
    ],
    low: [
      'Schilddrüsenüberfunktion, etwa bei Morbus Basedow oder Schilddrüsenknoten',
      'Eine zu hohe Dosis Schilddrüsenhormon',
      'Die frühe Schwangerschaft, was normal ist',
      'Die Anfangsphase einer Schilddrüsenentzündung (Thyreoiditis)',
      'Schwere Erkrankungen oder Kortisonpräparate',
      'Selten eine Störung der Hirnanhangsdrüse',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein leicht veränderter Wert wird oft nach einigen Wochen zusammen mit dem fT4 kontrolliert. Sind Sie schwanger oder planen eine Schwangerschaft, lassen Sie ihn zeitnah abklären; bei sehr schnellem oder unregelmäßigem Herzschlag, Fieber, starker Unruhe oder Verwirrtheit suchen Sie bitte sofort ärztliche Hilfe.',
  },
  free_t4: {
    measures:
      'Freies T4 (fT4, Thyroxin) ist das wichtigste Schilddrüsenhormon in seiner freien, wirksamen Form. Es wird zusammen mit dem TSH bestimmt, um die Schilddrüsenfunktion zu beurteilen.',
    high: [
      'Schilddrüsenüberfunktion',
      'Eine zu hohe Dosis Schilddrüsenhormon',
      'Die Anfangsphase einer Schilddrüsenentzündung (Thyreoiditis)',
      'Manche Medikamente, etwa Amiodaron',
      'Hoch dosierte Biotin-Präparate, die die Messung stören können',
    ],
    low: [
      'Schilddrüsenunterfunktion',
      'Eine zu niedrige Dosis Schilddrüsenhormon',
      'Störungen der Hirnanhangsdrüse',
      'Schwere Erkrankungen',
      'Spätere Schwangerschaft, in der die gemessenen Werte natürlicherweise niedriger sind',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit dem TSH beurteilt. Suchen Sie sofort ärztliche Hilfe bei sehr schnellem oder unregelmäßigem Herzschlag, Fieber oder Verwirrtheit oder bei starker Benommenheit mit Kältegefühl.',
  },
  free_t3: {
    measures:
      'Freies T3 (fT3, Trijodthyronin) ist die wirksamste Form des Schilddrüsenhormons; es entsteht größtenteils im Gewebe aus T4. Es wird vor allem bestimmt, wenn eine Schilddrüsenüberfunktion vermutet wird.',
    high: [
      'Schilddrüsenüberfunktion',
      'Eine zu hohe Dosis Schilddrüsenhormon, besonders von T3',
      'Frühe Schwangerschaft',
      'Hoch dosierte Biotin-Präparate, die die Messung stören können',
    ],
    low: [
      'Schwere oder lange Erkrankungen, bei denen der Körper Energie spart',
      'Fasten oder eine sehr kalorienarme Diät',
      'Schilddrüsenunterfunktion',
      'Manche Medikamente, etwa Kortison oder Amiodaron',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit TSH und fT4 beurteilt. Suchen Sie sofort ärztliche Hilfe bei sehr schnellem oder unregelmäßigem Herzschlag, Fieber oder Verwirrtheit.',
  },
  anti_tpo: {
    measures:
      'TPO-Antikörper sind Abwehrstoffe, die das Immunsystem gegen ein Enzym der Schilddrüse (Thyreoperoxidase) bildet. Sie zeigen, dass sich die Abwehr gegen die Schilddrüse wendet, und helfen, die Ursache einer Schilddrüsenstörung zu klären.',
    high: [
      'Hashimoto-Thyreoiditis, die häufigste Ursache einer Schilddrüsenunterfunktion',
      'Morbus Basedow',
      'Eine Schilddrüsenentzündung nach einer Schwangerschaft',
      'Manche gesunde Menschen mit normaler Schilddrüsenfunktion, vor allem Frauen und Ältere',
      'Andere Autoimmunerkrankungen, etwa Typ-1-Diabetes',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt; ist das TSH normal, genügen oft regelmäßige TSH-Kontrollen. Teilen Sie mit, wenn Sie schwanger sind oder eine Schwangerschaft planen, da die Schilddrüse dann häufiger kontrolliert wird.',
  },

  // Iron
  iron: {
    measures:
      'Dieser Wert gibt die Menge an Eisen im Blut an, das der Körper für die Bildung des roten Blutfarbstoffs braucht. Er schwankt im Tagesverlauf und nach Mahlzeiten stark und wird deshalb zusammen mit Ferritin und Transferrin beurteilt.',
    high: [
      'Eisenpräparate oder eine eisenreiche Mahlzeit vor der Blutabnahme',
      'Eine Blutabnahme am Morgen, wenn der Eisenwert am höchsten ist',
      'Eine erbliche Eisenspeicherkrankheit (Hämochromatose)',
      'Wiederholte Bluttransfusionen',
      'Leberschäden',
      'Manche Formen der Blutarmut mit vermehrtem Zerfall roter Blutkörperchen',
    ],
    low: [
      'Eisenmangel durch Blutverlust, starke Regelblutungen, zu geringe Aufnahme oder gestörte Verwertung',
      'Entzündungen oder Infektionen, bei denen der Körper Eisen in den Speichern zurückhält',
      'Schwangerschaft',
      'Eine Blutabnahme später am Tag',
      'Chronische Erkrankungen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Ferritin und Transferrinsättigung beurteilt; ein einzelner Eisenwert sagt für sich allein wenig aus.',
  },
  ferritin: {
    measures:
      'Ferritin ist das Eiweiß, in dem der Körper Eisen speichert. Es ist der beste einzelne Blutwert für die Eisenspeicher; bei Entzündungen steigt es allerdings ebenfalls an.',
    high: [
      'Entzündungen oder Infektionen',
      'Fettleber, Alkohol oder andere Lebererkrankungen',
      'Übergewicht, Diabetes oder ein metabolisches Syndrom',
      'Eisenüberladung, erblich (Hämochromatose) oder durch Transfusionen',
      'Eisenpräparate oder -infusionen',
      'Selten manche Krebserkrankungen oder seltene Entzündungserkrankungen',
    ],
    low: [
      'Blutverlust, etwa durch starke Regelblutungen oder aus Magen oder Darm',
      'Eine eisenarme Ernährung, zum Beispiel bei vegetarischer oder veganer Kost',
      'Gestörte Eisenaufnahme, etwa bei Zöliakie oder nach einer Magenoperation',
      'Schwangerschaft',
      'Häufiges Blutspenden',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Ein niedriges Ferritin zeigt leere Eisenspeicher an, deren Ursache – besonders bei Männern und nach den Wechseljahren – abgeklärt werden sollte; auch ein sehr hohes Ferritin gehört ärztlich untersucht.',
  },
  transferrin: {
    measures:
      'Transferrin ist das Eiweiß, das Eisen im Blut transportiert. Bei Eisenmangel bildet der Körper mehr davon; der Wert hilft daher, Eisen und Ferritin richtig einzuordnen.',
    ...REASONS_TRANSFERRIN,
  },
  transferrin_saturation: {
    measures:
      'Die Transferrinsättigung gibt an, zu wie viel Prozent das Transporteiweiß Transferrin mit Eisen beladen ist. Ein niedriger Wert spricht dafür, dass zu wenig Eisen verfügbar ist; ein hoher Wert kann auf eine Eisenüberladung hinweisen.',
    high: [
      'Eine erbliche Eisenspeicherkrankheit (Hämochromatose)',
      'Eisenpräparate, Eiseninfusionen oder eine eisenreiche Mahlzeit vor der Blutabnahme',
      'Wiederholte Bluttransfusionen',
      'Lebererkrankungen',
      'Manche angeborene Formen der Blutarmut wie die Thalassämie',
    ],
    low: ['Eisenmangel', 'Entzündungen oder chronische Erkrankungen', 'Schwangerschaft', 'Eine Blutabnahme später am Tag'],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Ist er wiederholt erhöht, wird häufig auf eine erbliche Eisenspeicherkrankheit getestet.',
  },
  tibc: {
    measures:
      'Die totale Eisenbindungskapazität (TEBK, englisch TIBC) zeigt, wie viel Eisen das Blut insgesamt binden könnte; sie spiegelt vor allem die Menge an Transferrin wider. Bei Eisenmangel steigt sie an.',
    ...REASONS_TRANSFERRIN,
  },

  // Vitamins
  vitamin_d: {
    measures:
      'Gemessen wird 25-Hydroxy-Vitamin-D, die Speicherform von Vitamin D im Körper. Vitamin D wird unter Sonnenlicht in der Haut gebildet und ist für feste Knochen und kräftige Muskeln wichtig.',
    high: [
      'Hoch dosierte Vitamin-D-Präparate über längere Zeit',
      'Mehrere Vitamin-D-haltige Präparate gleichzeitig',
      'Einnahmefehler, etwa eine Wochendosis, die täglich genommen wird',
    ],
    low: [
      'Wenig Sonnenlicht, etwa im Winter, in nördlichen Breiten oder bei bedeckter Haut',
      'Dunklere Haut',
      'Höheres Lebensalter',
      'Übergewicht',
      'Gestörte Aufnahme im Darm, etwa bei Zöliakie oder nach einer Operation zur Gewichtsabnahme',
      'Leber- oder Nierenerkrankungen oder manche Medikamente, etwa bestimmte Mittel gegen Epilepsie',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der beurteilt, ob eine Ergänzung sinnvoll ist. Lassen Sie einen sehr hohen Wert umgehend abklären, besonders bei Übelkeit, starkem Durst, häufigem Wasserlassen oder Verwirrtheit.',
  },
  vitamin_b12: {
    measures:
      'Vitamin B12 wird für die Bildung roter Blutkörperchen und für gesunde Nerven gebraucht. Es wird bestimmt, wenn eine Blutarmut, Taubheitsgefühle oder Gedächtnisprobleme auf einen Mangel hindeuten.',
    high: ['Vitamin-B12-Präparate oder -Spritzen', 'Lebererkrankungen', 'Nierenerkrankungen', 'Selten manche Bluterkrankungen'],
    low: [
      'Vegane oder vegetarische Ernährung',
      'Eine Autoimmunerkrankung, die die Aufnahme von B12 verhindert (perniziöse Anämie)',
      'Höheres Lebensalter mit weniger Magensäure',
      'Langfristige Einnahme von Metformin oder Magensäureblockern',
      'Magen- oder Darmoperationen oder Darmerkrankungen wie Morbus Crohn oder Zöliakie',
      'Hoher Alkoholkonsum',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein hoher Wert ohne Einnahme von Präparaten sollte weiter abgeklärt werden. Lassen Sie sich zeitnah untersuchen bei Taubheitsgefühlen, Kribbeln, Gangunsicherheit oder Gedächtnisproblemen.',
  },
  folate: {
    measures:
      'Folsäure (Folat, Vitamin B9) wird für die Bildung neuer Zellen gebraucht, auch der roten Blutkörperchen. Besonders wichtig ist sie vor und in der frühen Schwangerschaft für die gesunde Entwicklung des Kindes.',
    high: [
      'Folsäurepräparate',
      'Mit Folsäure angereicherte Lebensmittel',
      'Eine Ernährung mit viel grünem Blattgemüse, Hülsenfrüchten und Obst',
    ],
    low: [
      'Eine Ernährung mit wenig Gemüse und Obst',
      'Alkohol',
      'Schwangerschaft und Stillzeit mit erhöhtem Bedarf',
      'Gestörte Aufnahme im Darm, etwa bei Zöliakie',
      'Manche Medikamente, etwa bestimmte Mittel gegen Epilepsie oder Methotrexat',
    ],
    seeDoctor:
      'Besprechen Sie einen niedrigen Wert mit Ihrer Ärztin oder Ihrem Arzt, besonders wenn Sie schwanger sind oder eine Schwangerschaft planen. Ein hoher Wert ist in der Regel unbedenklich.',
  },

  // Inflammation
  crp: {
    measures:
      'Das CRP (C-reaktives Protein) wird in der Leber gebildet und steigt bei Entzündungen oder Infektionen innerhalb weniger Stunden an. Es hilft einzuschätzen, wie aktiv eine Infektion oder Entzündung ist und ob eine Behandlung anschlägt.',
    high: [
      'Bakterielle Infektionen, die es stark erhöhen können',
      'Virusinfektionen, meist mit geringerem Anstieg',
      'Verletzungen oder eine kürzlich erfolgte Operation',
      'Entzündliche Erkrankungen wie rheumatoide Arthritis oder chronisch-entzündliche Darmerkrankungen',
      'Übergewicht oder Rauchen, meist mit leichtem Anstieg',
      'Andere Gewebeschäden, etwa ein Herzinfarkt, oder manche Krebserkrankungen',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Ihren Beschwerden beurteilt. Suchen Sie sofort ärztliche Hilfe bei einem sehr hohen Wert oder bei hohem Fieber, Schüttelfrost, schneller Atmung, Verwirrtheit oder starkem Krankheitsgefühl.',
  },
  hs_crp: {
    measures:
      'Das hochsensitive CRP (hs-CRP) misst sehr niedrige Konzentrationen des C-reaktiven Proteins. Bei Menschen ohne akute Infektion hilft es, das Risiko für Herz-Kreislauf-Erkrankungen abzuschätzen, denn eine unterschwellige Entzündung spielt bei Gefäßerkrankungen eine Rolle.',
    high: [
      'Eine kürzliche Infektion oder Verletzung – der Test wird dann nach der Genesung wiederholt',
      'Übergewicht oder Bewegungsmangel',
      'Rauchen',
      'Diabetes oder Insulinresistenz',
      'Chronisch-entzündliche Erkrankungen',
      'Östrogene, etwa durch die Antibabypille',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt im Zusammenhang mit Ihrem gesamten Herz-Kreislauf-Risiko. Ein sehr hoher Wert spricht eher für eine Infektion oder Entzündung; der Test wird dann meist nach etwa zwei Wochen wiederholt.',
  },
  procalcitonin: {
    measures:
      'Procalcitonin steigt bei schweren bakteriellen Infektionen stark an, bei Virusinfektionen dagegen kaum. Es wird vor allem im Krankenhaus genutzt, um die Schwere einer Infektion einzuschätzen und über Antibiotika zu entscheiden.',
    high: [
      'Bakterielle Infektionen, besonders schwere (Blutvergiftung, Sepsis)',
      'Große Operationen, schwere Verletzungen oder Verbrennungen',
      'Eingeschränkte Nierenfunktion, meist mit leichtem Anstieg',
      'Manche Pilzinfektionen',
      'Neugeborene in den ersten Lebenstagen, was normal ist',
      'Selten eine bestimmte Form von Schilddrüsenkrebs (medulläres Karzinom)',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert ohne Verzögerung mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei Fieber, Schüttelfrost, schnellem Herzschlag, schneller Atmung, Verwirrtheit oder starkem Krankheitsgefühl.',
  },

  // Coagulation
  pt: {
    measures:
      'Die Thromboplastinzeit (PT) gibt an, wie viele Sekunden das Blut bis zur Gerinnung braucht; sie prüft Gerinnungsfaktoren, die die Leber mithilfe von Vitamin K bildet, und dient zur Kontrolle mancher Blutverdünner. In Deutschland wird sie oft als Quick-Wert in Prozent angegeben – dort ist die Richtung umgekehrt: Ein niedriger Quick-Wert entspricht einer verlängerten Gerinnungszeit.',
    high: [
      'Blutverdünnende Medikamente, etwa Phenprocoumon oder Warfarin',
      'Lebererkrankungen',
      'Vitamin-K-Mangel, etwa durch einseitige Ernährung, Antibiotika oder eine gestörte Aufnahme im Darm',
      'Selten ein angeborener Mangel an einem Gerinnungsfaktor',
      'Schwere Erkrankungen, bei denen Gerinnungsfaktoren verbraucht werden',
      'Fehler bei der Blutprobe, etwa ein nicht ausreichend gefülltes Röhrchen',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei ungewöhnlichen Blutungen: Nasenbluten, das nicht aufhört, Blut im Urin, schwarzem Stuhl, Bluterbrechen, großen unerklärlichen Blutergüssen oder plötzlichen starken Kopfschmerzen.',
  },
  inr: {
    measures:
      'Die INR (International Normalized Ratio) ist die Thromboplastinzeit in einer einheitlichen Form, sodass Ergebnisse verschiedener Labore vergleichbar sind. Sie dient vor allem zur Kontrolle von Blutverdünnern wie Phenprocoumon oder Warfarin; den Zielbereich, häufig 2 bis 3, legt Ihre Ärztin oder Ihr Arzt fest.',
    high: [
      'Blutverdünner wie Phenprocoumon oder Warfarin – innerhalb des Zielbereichs ist ein erhöhter Wert gewollt',
      'Eine verstärkte Wirkung des Blutverdünners, etwa durch andere Medikamente, Antibiotika oder weniger Vitamin-K-reiche Kost',
      'Lebererkrankungen',
      'Vitamin-K-Mangel',
      'Selten ein angeborener Mangel an einem Gerinnungsfaktor',
    ],
    low: [
      'Bei Einnahme eines Blutverdünners: vergessene Einnahmen oder eine zu niedrige Dosis',
      'Bei Einnahme eines Blutverdünners: deutlich mehr Vitamin-K-reiche Kost, etwa grünes Blattgemüse',
      'Bei Einnahme eines Blutverdünners: Wechselwirkungen mit anderen Medikamenten oder Nahrungsergänzungsmitteln',
    ],
    seeDoctor:
      'Nehmen Sie einen Blutverdünner ein, melden Sie sich bei einem Wert außerhalb Ihres Zielbereichs noch am selben Tag bei der Praxis, die Ihre Behandlung überwacht; möglicherweise wird die Dosis angepasst. Suchen Sie bei jeder stärkeren Blutung sofort ärztliche Hilfe und rufen Sie den Notruf 112 bei Anzeichen eines Blutgerinnsels: Brustschmerzen, plötzlicher Atemnot, einem schmerzhaft geschwollenen Bein, plötzlicher Schwäche oder Sprachstörungen.',
  },
  aptt: {
    measures:
      'Die aPTT (aktivierte partielle Thromboplastinzeit) misst, wie viele Sekunden das Blut über eine andere Gruppe von Gerinnungsfaktoren als bei der PT bis zur Gerinnung braucht. Sie wird zur Suche nach Blutungsneigungen, etwa vor Operationen, und zur Kontrolle von Heparin bestimmt.',
    high: [
      'Heparin oder andere blutverdünnende Medikamente',
      'Angeborene Blutungsneigungen wie Hämophilie (Bluterkrankheit) oder Von-Willebrand-Syndrom',
      'Antikörper, die den Test stören (Lupus-Antikoagulans) und das Thromboserisiko sogar erhöhen',
      'Lebererkrankungen oder Vitamin-K-Mangel',
      'Fehler bei der Blutprobe, etwa ein nicht ausreichend gefülltes Röhrchen',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, besonders vor einer Operation. Suchen Sie sofort ärztliche Hilfe bei ungewöhnlichen Blutungen, etwa Blutungen, die nicht aufhören, Blut in Urin oder Stuhl oder großen unerklärlichen Blutergüssen.',
  },
  fibrinogen: {
    measures:
      'Fibrinogen ist ein Gerinnungseiweiß aus der Leber; aus ihm entstehen die Fäden, die ein Blutgerinnsel zusammenhalten. Es wird bei ungewöhnlichen Blutungen oder Gerinnseln bestimmt und steigt auch bei Entzündungen an.',
    high: [
      'Entzündungen oder Infektionen',
      'Schwangerschaft',
      'Rauchen',
      'Übergewicht oder höheres Lebensalter',
      'Östrogene, etwa durch die Antibabypille',
      'Eine kürzlich erfolgte Operation oder Verletzung',
    ],
    low: [
      'Schwere Lebererkrankungen',
      'Verbrauch von Gerinnungsfaktoren bei starken Blutungen oder schweren Erkrankungen',
      'Gerinnsel auflösende Medikamente im Krankenhaus',
      'Selten ein angeborener Fibrinogenmangel',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei einem sehr niedrigen Wert oder bei ungewöhnlichen Blutungen.',
  },
  d_dimer: {
    measures:
      'D-Dimere sind Bruchstücke, die beim Abbau eines Blutgerinnsels entstehen. Ein normaler Wert spricht gegen ein Blutgerinnsel in Beinen oder Lunge; ein erhöhter Wert ist dagegen häufig und muss ärztlich eingeordnet werden.',
    high: [
      'Ein Blutgerinnsel in einer Beinvene (Thrombose) oder in der Lunge (Lungenembolie)',
      'Eine kürzlich erfolgte Operation oder Verletzung',
      'Schwangerschaft',
      'Höheres Lebensalter',
      'Infektionen oder Entzündungen',
      'Krebs- oder Lebererkrankungen',
    ],
    low: [],
    seeDoctor:
      'Lassen Sie einen erhöhten Wert umgehend ärztlich beurteilen; allein beweist er kein Blutgerinnsel. Rufen Sie den Notruf 112 bei Atemnot, Brustschmerzen, Bluthusten oder einem schmerzhaft geschwollenen Bein.',
  },

  // Heart and muscle
  troponin_t: {
    measures:
      'Troponin T ist ein Eiweiß aus den Herzmuskelzellen, das bei einer Schädigung des Herzmuskels ins Blut gelangt. Es ist der entscheidende Laborwert zur Erkennung eines Herzinfarkts.',
    high: [
      'Ein Herzinfarkt',
      'Andere Belastungen des Herzens, etwa Herzschwäche, Herzmuskelentzündung oder sehr schneller Herzschlag',
      'Ein Blutgerinnsel in der Lunge (Lungenembolie)',
      'Eingeschränkte Nierenfunktion, oft mit dauerhaft leichtem Anstieg',
      'Sehr intensive Ausdauerbelastung, etwa ein Marathon',
      'Schwere Erkrankungen wie eine Sepsis oder manche chronische Muskelerkrankungen',
    ],
    low: [],
    seeDoctor:
      'Bei Brustschmerzen oder Engegefühl in der Brust, Schmerzen, die in Arm, Kiefer oder Rücken ausstrahlen, Atemnot oder kaltem Schweiß rufen Sie sofort den Notruf 112 – warten Sie nicht auf Laborergebnisse. Jeder erhöhte Wert muss noch am selben Tag ärztlich beurteilt werden.',
  },
  troponin_i: {
    measures:
      'Troponin I ist ein Eiweiß, das nur in Herzmuskelzellen vorkommt und bei einer Schädigung des Herzmuskels ins Blut gelangt. Es ist der entscheidende Laborwert zur Erkennung eines Herzinfarkts.',
    high: [
      'Ein Herzinfarkt',
      'Andere Belastungen des Herzens, etwa Herzschwäche, Herzmuskelentzündung oder sehr schneller Herzschlag',
      'Ein Blutgerinnsel in der Lunge (Lungenembolie)',
      'Eingeschränkte Nierenfunktion',
      'Sehr intensive Ausdauerbelastung, etwa ein Marathon',
      'Schwere Erkrankungen wie eine Sepsis',
    ],
    low: [],
    seeDoctor:
      'Bei Brustschmerzen oder Engegefühl in der Brust, Schmerzen, die in Arm, Kiefer oder Rücken ausstrahlen, Atemnot oder kaltem Schweiß rufen Sie sofort den Notruf 112 – warten Sie nicht auf Laborergebnisse. Jeder erhöhte Wert muss noch am selben Tag ärztlich beurteilt werden.',
  },
  nt_probnp: {
    measures:
      'NT-proBNP wird vom Herzen freigesetzt, wenn seine Wände durch zu viel Druck oder Volumen gedehnt werden. Der Wert hilft, eine Herzschwäche zu erkennen, besonders bei Atemnot oder geschwollenen Beinen.',
    high: [
      'Herzschwäche (Herzinsuffizienz)',
      'Höheres Lebensalter, da der Wert natürlicherweise ansteigt',
      'Eingeschränkte Nierenfunktion',
      'Vorhofflimmern',
      'Herzklappenerkrankungen oder Lungenhochdruck',
      'Eine Lungenembolie oder schwere Erkrankungen',
    ],
    low: [],
    seeDoctor:
      'Lassen Sie einen erhöhten Wert zeitnah von Ihrer Ärztin oder Ihrem Arzt abklären. Suchen Sie sofort ärztliche Hilfe bei zunehmender Atemnot, besonders im Liegen, bei Brustschmerzen, Ohnmacht oder rascher Gewichtszunahme mit geschwollenen Beinen.',
  },
  ck: {
    measures:
      'Die CK (Kreatinkinase) ist ein Enzym, das vor allem in den Muskeln vorkommt, auch im Herzmuskel. Sie steigt an, wenn Muskeln stark beansprucht oder geschädigt werden, und wird deshalb bei Muskelschmerzen oder Muskelschwäche bestimmt.',
    high: [
      'Starke körperliche Belastung oder schwere körperliche Arbeit, die den Wert für einige Tage erhöhen kann',
      'Muskelverletzungen, Stürze, Spritzen in den Muskel oder Operationen',
      'Cholesterinsenkende Statine',
      'Schilddrüsenunterfunktion',
      'Natürlich höhere Werte bei muskulösen Menschen und bei Menschen afrikanischer Herkunft',
      'Muskelerkrankungen, Krampfanfälle oder ein Herzinfarkt',
    ],
    low: [
      'Wenig Muskelmasse, etwa im höheren Alter',
      'Wenig Bewegung oder lange Bettlägerigkeit',
      'Oft eine normale Schwankung ohne Bedeutung',
    ],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt; nach starker Belastung wird er meist nach einigen Tagen Ruhe kontrolliert. Suchen Sie sofort ärztliche Hilfe bei einem sehr hohen Wert oder bei starken Muskelschmerzen oder Muskelschwäche mit dunklem, colafarbenem Urin.',
  },
  ck_mb: {
    measures:
      'Die CK-MB ist die Form der Kreatinkinase, die vor allem im Herzmuskel vorkommt. Sie kann auf eine Schädigung des Herzmuskels hinweisen; zur Erkennung eines Herzinfarkts wird heute jedoch bevorzugt Troponin bestimmt.',
    high: [
      'Schädigung des Herzmuskels, etwa durch einen Herzinfarkt, eine Herzmuskelentzündung oder eine Herzoperation',
      'Schwere Muskelverletzungen oder sehr starke körperliche Belastung',
      'Eingeschränkte Nierenfunktion',
      'Schilddrüsenunterfunktion',
    ],
    low: [],
    seeDoctor:
      'Bei Brustschmerzen oder Engegefühl in der Brust, Atemnot oder kaltem Schweiß rufen Sie sofort den Notruf 112. Jeder erhöhte Wert sollte noch am selben Tag ärztlich besprochen werden.',
  },

  // Pancreas
  amylase: {
    measures:
      'Amylase ist ein Verdauungsenzym für Stärke, das vor allem die Bauchspeicheldrüse und die Speicheldrüsen bilden. Sie wird bei plötzlichen Bauchschmerzen bestimmt, um eine Entzündung der Bauchspeicheldrüse zu erkennen.',
    high: [
      'Eine akute Entzündung der Bauchspeicheldrüse (Pankreatitis)',
      'Gallensteine',
      'Eine Entzündung der Speicheldrüsen, etwa bei Mumps',
      'Eingeschränkte Nierenfunktion',
      'Eine harmlose Form, bei der die Amylase an ein anderes Eiweiß gebunden ist (Makroamylasämie)',
      'Alkohol, manche Medikamente oder andere Erkrankungen im Bauchraum',
    ],
    low: [
      'Eine langjährige Schädigung der Bauchspeicheldrüse (chronische Pankreatitis)',
      'Mukoviszidose',
      'Bei leicht erniedrigten Werten oft eine normale Schwankung',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei starken Oberbauchschmerzen, die oft in den Rücken ausstrahlen, mit Erbrechen oder Fieber.',
  },
  lipase: {
    measures:
      'Lipase ist ein Verdauungsenzym der Bauchspeicheldrüse, das Fette spaltet. Sie ist der wichtigste Blutwert bei Verdacht auf eine Entzündung der Bauchspeicheldrüse und aussagekräftiger als die Amylase.',
    high: [
      'Eine akute Entzündung der Bauchspeicheldrüse (Pankreatitis)',
      'Gallensteine',
      'Alkohol',
      'Eingeschränkte Nierenfunktion',
      'Manche Medikamente, auch bestimmte Diabetesmedikamente',
      'Andere Erkrankungen im Bauchraum, etwa ein Darmverschluss',
    ],
    low: [
      'Eine langjährige Schädigung der Bauchspeicheldrüse (chronische Pankreatitis)',
      'Mukoviszidose',
      'Bei leicht erniedrigten Werten oft eine normale Schwankung',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Suchen Sie sofort ärztliche Hilfe bei starken Oberbauchschmerzen, die oft in den Rücken ausstrahlen, mit Erbrechen oder Fieber.',
  },

  // Hormones
  testosterone: {
    measures:
      'Testosteron ist das wichtigste männliche Geschlechtshormon; auch Frauen bilden es in deutlich geringeren Mengen. Es wird bei Männern bei Libidoverlust, Erektionsstörungen oder unerfülltem Kinderwunsch bestimmt, bei Frauen bei vermehrter Behaarung, Akne oder unregelmäßigen Regelblutungen.',
    high: [
      'Bei Frauen: Polyzystisches Ovarialsyndrom (PCOS)',
      'Einnahme von Testosteron oder Anabolika',
      'Angeborene Störungen der Nebennieren',
      'Selten ein hormonbildender Tumor der Eierstöcke, Hoden oder Nebennieren',
    ],
    low: [
      'Eine Blutabnahme später am Tag, da der Wert morgens am höchsten ist',
      'Übergewicht oder Typ-2-Diabetes',
      'Höheres Lebensalter',
      'Akute Erkrankungen, Stress oder Schlafmangel',
      'Manche Medikamente wie Opioide oder Kortison oder hoher Alkoholkonsum',
      'Störungen der Hoden oder der Hirnanhangsdrüse',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein niedriger Wert bei Männern wird meist in einer Morgenprobe wiederholt, bevor Schlüsse gezogen werden. Frauen mit hohem Wert und neu tiefer werdender Stimme oder rasch zunehmender Behaarung sollten sich zeitnah untersuchen lassen.',
  },
  estradiol: {
    measures:
      'Östradiol ist das wichtigste Östrogen, also weibliches Geschlechtshormon; auch Männer bilden kleine Mengen. Bei Frauen schwankt es stark im Zyklus, in der Schwangerschaft und in den Wechseljahren, daher hängt die Beurteilung vom Zyklustag ab.',
    high: [
      'Um den Eisprung oder in der Schwangerschaft, was normal ist',
      'Östrogenhaltige Medikamente, etwa eine Hormontherapie',
      'Eine Kinderwunschbehandlung oder Eierstockzysten',
      'Bei Männern: Übergewicht, Lebererkrankungen oder eine Testosteronbehandlung',
      'Selten ein hormonbildender Tumor',
    ],
    low: [
      'Die Wechseljahre, was normal ist',
      'Die ersten Tage des Zyklus',
      'Sehr niedriges Körpergewicht, intensiver Sport oder Essstörungen',
      'Ein vorzeitiges Nachlassen der Eierstockfunktion',
      'Störungen der Hirnanhangsdrüse',
      'Manche hormonhemmende Medikamente',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Zyklustag, Alter und Beschwerden beurteilt. Lassen Sie sich untersuchen, wenn Ihre Regelblutung ausbleibt oder Hitzewallungen vor dem 40. Lebensjahr auftreten.',
  },
  cortisol: {
    measures:
      'Cortisol ist ein Stresshormon der Nebennieren, das unter anderem Blutzucker, Blutdruck und Immunabwehr beeinflusst. Es ist morgens am höchsten und wird bestimmt, wenn Nebennieren oder Hirnanhangsdrüse zu viel oder zu wenig Hormon bilden könnten.',
    high: [
      'Eine Blutabnahme am Morgen, wenn Cortisol natürlicherweise am höchsten ist',
      'Akuter Stress, Krankheit oder Schmerzen',
      'Manche Kortisonpräparate und die Antibabypille',
      'Schwangerschaft',
      'Hoher Alkoholkonsum, Depression oder schlechter Schlaf',
      'Selten ein Cushing-Syndrom, eine Erkrankung mit dauerhaftem Cortisolüberschuss',
    ],
    low: [
      'Eine Blutabnahme am Nachmittag oder Abend, was normal ist',
      'Langfristige Einnahme von Kortison, die die körpereigene Bildung bremst',
      'Plötzliches Absetzen von Kortison nach längerer Einnahme',
      'Eine Unterfunktion der Nebennieren (Morbus Addison)',
      'Störungen der Hirnanhangsdrüse',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der die Uhrzeit der Blutabnahme berücksichtigt; setzen Sie Kortison nicht eigenmächtig ab. Suchen Sie sofort ärztliche Hilfe bei niedrigem Wert mit starker Schwäche, Schwindel oder Ohnmacht, Erbrechen, Bauchschmerzen oder Verwirrtheit.',
  },
  prolactin: {
    measures:
      'Prolaktin ist ein Hormon der Hirnanhangsdrüse, das die Milchbildung in der Brust anregt. Hohe Werte können unregelmäßige Regelblutungen, Milchfluss, unerfüllten Kinderwunsch oder Libidoverlust verursachen; in diesen Fällen wird es bestimmt.',
    high: [
      'Schwangerschaft und Stillzeit',
      'Stress, auch durch die Blutabnahme selbst, sowie Schlaf, Sport oder Reizung der Brustwarzen vor der Messung',
      'Manche Medikamente, etwa bestimmte Mittel gegen psychische Erkrankungen oder Übelkeit',
      'Schilddrüsenunterfunktion',
      'Eine harmlose große Form des Prolaktins (Makroprolaktin)',
      'Ein meist gutartiger Tumor der Hirnanhangsdrüse (Prolaktinom) oder Nierenerkrankungen',
    ],
    low: [
      'Prolaktinsenkende Medikamente',
      'Selten eine verminderte Funktion der Hirnanhangsdrüse',
      'Oft ohne Bedeutung, wenn die übrigen Hormone normal sind',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt; ein leicht erhöhter Wert wird oft in Ruhe wiederholt. Lassen Sie sich zeitnah untersuchen, wenn ein erhöhter Wert mit Kopfschmerzen oder Sehstörungen einhergeht.',
  },
  psa: {
    measures:
      'Das PSA (prostataspezifisches Antigen) ist ein Eiweiß, das in der Prostata gebildet wird. Es dient zur Abklärung von Prostataerkrankungen einschließlich Prostatakrebs, kann aber auch aus vielen harmlosen Gründen ansteigen.',
    high: [
      'Eine gutartige Vergrößerung der Prostata, die mit dem Alter häufig ist',
      'Eine Entzündung der Prostata oder eine Harnwegsinfektion',
      'Höheres Lebensalter',
      'Kürzlicher Samenerguss, Radfahren oder eine Tastuntersuchung der Prostata',
      'Ein Blasenkatheter',
      'Prostatakrebs',
    ],
    low: [],
    seeDoctor:
      'Besprechen Sie einen erhöhten Wert mit Ihrer Ärztin oder Ihrem Arzt, der ihn gegebenenfalls kontrolliert und Alter und weitere Befunde berücksichtigt; erwähnen Sie Medikamente gegen Prostatavergrößerung oder Haarausfall, da sie das PSA senken. Suchen Sie sofort ärztliche Hilfe bei Fieber mit schmerzhaftem Wasserlassen oder wenn Sie kein Wasser lassen können.',
  },
  fsh: {
    measures:
      'FSH (follikelstimulierendes Hormon) wird in der Hirnanhangsdrüse gebildet und steuert Eierstöcke und Hoden. Es wird bei unerfülltem Kinderwunsch, Zyklusstörungen, in den Wechseljahren oder bei Fragen zur Pubertät bestimmt.',
    high: [
      'Die Wechseljahre oder die Jahre davor, was normal ist',
      'Eine verminderte Eizellreserve oder ein vorzeitiges Nachlassen der Eierstockfunktion',
      'Bei Männern: eine Schädigung der Hoden, etwa nach Mumps, Verletzungen oder Chemotherapie',
      'Um den Eisprung, ein kurzer normaler Anstieg',
      'Selten angeborene Besonderheiten wie das Klinefelter- oder Turner-Syndrom',
    ],
    low: [
      'Hormonelle Verhütung oder eine Hormontherapie',
      'Schwangerschaft',
      'Sehr niedriges Körpergewicht, intensiver Sport oder Stress',
      'Einnahme von Testosteron oder Anabolika',
      'Störungen der Hirnanhangsdrüse oder des Hypothalamus',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Alter, Zyklustag und weiteren Hormonen beurteilt. Lassen Sie sich untersuchen, wenn Ihre Regelblutung vor dem 40. Lebensjahr ausbleibt oder sich ein Kinderwunsch nicht erfüllt.',
  },
  lh: {
    measures:
      'LH (luteinisierendes Hormon) wird in der Hirnanhangsdrüse gebildet; bei Frauen löst es den Eisprung aus, bei Männern regt es die Testosteronbildung an. Es wird zusammen mit FSH bei Kinderwunsch, Zyklus- und Hormonstörungen bestimmt.',
    high: [
      'Um den Eisprung, ein kurzer normaler Anstieg',
      'Die Wechseljahre, was normal ist',
      'Polyzystisches Ovarialsyndrom (PCOS)',
      'Ein vorzeitiges Nachlassen der Eierstockfunktion',
      'Bei Männern: eine verminderte Funktion der Hoden',
    ],
    low: [
      'Hormonelle Verhütung oder eine Hormontherapie',
      'Schwangerschaft',
      'Sehr niedriges Körpergewicht, intensiver Sport oder Stress',
      'Einnahme von Testosteron oder Anabolika',
      'Störungen der Hirnanhangsdrüse oder des Hypothalamus',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit Alter, Zyklustag und weiteren Hormonen beurteilt. Lassen Sie sich untersuchen, wenn Ihre Regelblutung ausbleibt oder sich ein Kinderwunsch nicht erfüllt.',
  },
  progesterone: {
    measures:
      'Progesteron ist das Gelbkörperhormon, das vor allem nach dem Eisprung gebildet wird; es bereitet die Gebärmutter auf eine Schwangerschaft vor und unterstützt die frühe Schwangerschaft. Eine Messung etwa sieben Tage vor der erwarteten Regelblutung zeigt, ob ein Eisprung stattgefunden hat.',
    high: [
      'Die zweite Zyklushälfte, was normal ist',
      'Schwangerschaft',
      'Progesteronhaltige Medikamente oder eine Kinderwunschbehandlung',
      'Selten angeborene Störungen der Nebennieren oder Eierstockzysten',
    ],
    low: [
      'Die erste Zyklushälfte oder die Zeit nach den Wechseljahren, was normal ist',
      'Kein Eisprung in diesem Zyklus, etwa bei PCOS, Stress oder niedrigem Körpergewicht',
      'Männer, bei denen der Wert normalerweise niedrig ist',
      'In der frühen Schwangerschaft manchmal ein Zeichen, dass die Schwangerschaft gefährdet ist',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, der ihn zusammen mit dem Zyklustag beurteilt. Sind Sie schwanger, suchen Sie bei Blutungen oder Bauchschmerzen sofort ärztliche Hilfe.',
  },
  dhea_s: {
    measures:
      'DHEA-S (Dehydroepiandrosteronsulfat) ist ein Hormon, das vor allem in den Nebennieren gebildet und im Körper in Geschlechtshormone umgewandelt wird. Es wird bei vermehrter Behaarung, Akne, unregelmäßigen Regelblutungen oder einer verfrühten Pubertät bestimmt.',
    high: [
      'Polyzystisches Ovarialsyndrom (PCOS)',
      'DHEA-Präparate',
      'Angeborene Störungen der Nebennieren',
      'Selten ein Tumor der Nebennieren',
    ],
    low: [
      'Natürliche Abnahme mit dem Alter',
      'Kortisonpräparate',
      'Eine Unterfunktion der Nebennieren',
      'Störungen der Hirnanhangsdrüse',
      'Schwere oder lange Erkrankungen',
    ],
    seeDoctor:
      'Besprechen Sie einen Wert außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt. Lassen Sie einen sehr hohen Wert zeitnah abklären, besonders wenn vermehrte Behaarung, Akne oder eine tiefere Stimme rasch auftreten.',
  },
}
