/** The medical card (spec part 2 §2; issue 29). */
export default function MedCardSection() {
  return <section />
}
