import { FormattedMessage } from 'react-intl'
import { FileIcon } from 'lucide-react'

/** A titled list of an appointment's files, each a download through the web server (nothing when empty). */
export function AttachmentList({
  titleId,
  files,
  headingLevel: Heading = 'h3',
}: {
  titleId: string
  files: ReadonlyArray<{ id: string; file: { name: string; url: string } }>
  headingLevel?: 'h3' | 'h4'
}) {
  if (files.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      <Heading className="font-semibold">
        <FormattedMessage id={titleId} />
      </Heading>
      <ul className="flex flex-col gap-2">
        {files.map(({ id, file }) => (
          <li key={id}>
            <a href={file.url} download={file.name} className="flex items-center gap-2 text-brand-700 hover:underline">
              <FileIcon aria-hidden className="size-4 shrink-0" />
              <bdi>{file.name}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
