import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ArrowDownUpIcon, FolderPlusIcon, LayoutGridIcon, ListIcon, PlusIcon, SearchIcon, UploadIcon } from 'lucide-react'
import { DOCUMENT_SEARCH_MAX, DOCUMENT_SORT_OPTIONS, SEARCH_DEBOUNCE_MS, type DocumentSort } from '#contract/document-limits'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { Input } from '~/components/ui/input'
import { directionOf } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { UnlockLink } from './UnlockLink'

type View = 'grid' | 'list'

/**
 * Search, sort, grid or list, and what can be added here: a new folder and uploads while the
 * folder is at most two deep, only uploads deeper (spec part 2 §2).
 */
export function DocumentsToolbar({
  sort,
  view,
  query,
  onSearch,
  onChoose,
  canCreateFolder,
  uploadLocked,
  onCreateFolder,
  onUpload,
}: {
  sort: DocumentSort
  view: View
  query: string
  onSearch: (query: string) => void
  onChoose: (changes: { sort?: DocumentSort; view?: View }) => void
  canCreateFolder: boolean
  uploadLocked: boolean
  onCreateFolder: () => void
  onUpload: () => void
}) {
  const intl = useIntl()
  const dir = directionOf(useLocale())
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchInput query={query} onSearch={onSearch} />
      <DropdownMenu dir={dir}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <ArrowDownUpIcon aria-hidden className="size-4" />
            {/* Named "Sort by: Newest first": what it does, then what it shows (phones show only the icon). */}
            <span className="sr-only">
              <FormattedMessage id="documents.sort_label" />:{' '}
            </span>
            <span className="max-sm:sr-only">
              <FormattedMessage id={`documents.sort_${sort}`} />
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <FormattedMessage id="documents.sort_label" />
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup value={String(sort)} onValueChange={(value) => onChoose({ sort: Number(value) as DocumentSort })}>
            {DOCUMENT_SORT_OPTIONS.map((option) => (
              <DropdownMenuRadioItem key={option} value={String(option)}>
                <FormattedMessage id={`documents.sort_${option}`} />
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Small phones always get the grid (spec §2): the choice is offered from the tablet width up. */}
      <div role="group" aria-label={intl.formatMessage({ id: 'documents.view_label' })} className="flex max-sm:hidden">
        {(['grid', 'list'] as const).map((option) => (
          <Button
            key={option}
            variant="outline"
            size="icon"
            aria-pressed={view === option}
            aria-label={intl.formatMessage({ id: `documents.view_${option}` })}
            onClick={() => onChoose({ view: option })}
            className={cn('first:rounded-e-none last:rounded-s-none', view === option && 'bg-brand-50 text-brand-700')}
          >
            {option === 'grid' ? <LayoutGridIcon aria-hidden className="size-4" /> : <ListIcon aria-hidden className="size-4" />}
          </Button>
        ))}
      </div>
      <div className="ms-auto flex flex-wrap gap-2">
        {uploadLocked && <UnlockLink messageId="documents.unlock_to_upload" />}
        {canCreateFolder ? (
          <DropdownMenu dir={dir}>
            <DropdownMenuTrigger asChild>
              <Button>
                <PlusIcon aria-hidden className="size-4" />
                <FormattedMessage id="documents.create" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={onCreateFolder}>
                <FolderPlusIcon aria-hidden />
                <FormattedMessage id="documents.create_folder" />
              </DropdownMenuItem>
              {!uploadLocked && (
                <DropdownMenuItem onSelect={onUpload}>
                  <UploadIcon aria-hidden />
                  <FormattedMessage id="documents.upload_file" />
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : (
          !uploadLocked && (
            <Button onClick={onUpload}>
              <UploadIcon aria-hidden className="size-4" />
              <FormattedMessage id="documents.upload_file" />
            </Button>
          )
        )}
      </div>
    </div>
  )
}

/** The search field: what is typed shows at once; the listing follows once typing pauses. */
function SearchInput({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const intl = useIntl()
  const [text, setText] = useState(query)
  const sent = useRef(query)
  // The latest handler, so a re-render of the page does not restart the pause.
  const search = useRef(onSearch)
  useEffect(() => {
    search.current = onSearch
  })
  // Another folder (or a back navigation) brings its own search.
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query
      setText(query)
    }
  }, [query])
  useEffect(() => {
    const next = text.trim()
    if (next === sent.current) return
    const timer = setTimeout(() => {
      // What the address will say: its echo back is then no change, and the field keeps what is typed.
      sent.current = next
      search.current(next)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <div className="relative min-w-48 flex-1">
      <SearchIcon aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <Input
        type="search"
        value={text}
        maxLength={DOCUMENT_SEARCH_MAX}
        onChange={(event) => setText(event.target.value)}
        aria-label={intl.formatMessage({ id: 'documents.search_label' })}
        placeholder={intl.formatMessage({ id: 'documents.search_placeholder' })}
        className="ps-9"
      />
    </div>
  )
}
