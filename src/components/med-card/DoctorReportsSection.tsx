/** Doctor reports (spec part 2 §2; issue 29). */
export default function DoctorReportsSection() {
  return <section />
}
