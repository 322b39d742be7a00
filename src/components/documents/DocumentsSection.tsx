/** My documents (spec part 2 §2; issue 29): `path` holds the folder ids after the slug. */
export default function DocumentsSection({ path }: { path: string[] }) {
  return <section data-folder-path={path.join('/')} />
}
