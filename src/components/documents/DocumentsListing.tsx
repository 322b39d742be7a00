import { Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import {
  DownloadIcon,
  EllipsisVerticalIcon,
  FileIcon,
  FileImageIcon,
  FileTextIcon,
  FolderIcon,
  HistoryIcon,
  LinkIcon,
  LockIcon,
  PencilIcon,
  Share2Icon,
  Trash2Icon,
  UserMinusIcon,
  UsersIcon,
} from 'lucide-react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { toast } from '~/components/ui/toast'
import { showResult } from '~/components/shared/show-result'
import { directionOf, langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { formatFileSize } from '~/lib/file-size'
import { cn } from '~/lib/utils'
import type { ActionResult } from '~/lib/action-results'
import { documentMutations, type DocumentFile, type DocumentFolder } from '~/queries/documents'
import { folderSlug } from './DocumentsBreadcrumbs'
import type { DocumentsDialog } from './DocumentsDialogs'

export type ItemActions = {
  open: (dialog: DocumentsDialog) => void
  /** a free plan's full storage: no views, downloads or links until an upgrade (spec part 2 §5) */
  locked: boolean
}

/**
 * A folder's contents, folders first (spec part 2 §2): a grid of cards, or a list of rows from the
 * tablet width up (small phones always get the grid). Each item has its menu of actions.
 */
export function DocumentsListing({
  view,
  folders,
  files,
  path,
  actions,
}: {
  view: 'grid' | 'list'
  folders: ReadonlyArray<DocumentFolder>
  files: ReadonlyArray<DocumentFile>
  path: ReadonlyArray<string>
  actions: ItemActions
}) {
  const list = view === 'list'
  return (
    <ul
      data-view={view}
      className={cn(
        'grid gap-3',
        list ? 'grid-cols-2 sm:grid-cols-1 sm:gap-0 sm:divide-y sm:divide-slate-200' : 'grid-cols-2 md:grid-cols-3',
      )}
    >
      {folders.map((folder) => (
        <FolderItem key={`folder-${folder.id}`} folder={folder} path={path} list={list} actions={actions} />
      ))}
      {files.map((file) => (
        <FileItem key={`file-${file.id}`} file={file} list={list} actions={actions} />
      ))}
    </ul>
  )
}

const itemClassName = (list: boolean) =>
  cn(
    'relative flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-3 focus-within:ring-2 focus-within:ring-brand-500',
    list ? 'flex-col sm:flex-row sm:items-center sm:rounded-none sm:border-0 sm:px-1' : 'flex-col',
  )

function FolderItem({
  folder,
  path,
  list,
  actions,
}: {
  folder: DocumentFolder
  path: ReadonlyArray<string>
  list: boolean
  actions: ItemActions
}) {
  const locale = useLocale()
  const intl = useIntl()
  // A search hit may lie deeper than this folder: its link names it alone, and the page's loader
  // turns that into the full path.
  const slug = folderSlug(folder.parent_id === (path.at(-1) ?? null) ? [...path, folder.id] : [folder.id])
  return (
    <li className={itemClassName(list)} data-folder={folder.name}>
      <FolderIcon aria-hidden className="size-8 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <Link
          from="/{-$lang}/account"
          to="/{-$lang}/account"
          params={{ lang: langParam(locale) }}
          search={(previous) => ({ ...previous, slug, q: undefined })}
          className="block truncate font-medium outline-none after:absolute after:inset-0 hover:underline"
        >
          <bdi>{folder.name}</bdi>
        </Link>
        <ItemFacts updatedAt={folder.updated_at} size={folder.size} />
      </div>
      {folder.doctors.length > 0 && (
        <span
          className="flex items-center gap-1 text-xs text-muted"
          title={intl.formatMessage({ id: 'documents.shared_with' }, { count: folder.doctors.length })}
        >
          <UsersIcon aria-hidden className="size-4" />
          <FormattedMessage id="documents.shared_with" values={{ count: folder.doctors.length }} />
        </span>
      )}
      <ItemMenu name={folder.name}>
        <DropdownMenuItem onSelect={() => actions.open({ kind: 'renameFolder', folder })}>
          <PencilIcon aria-hidden />
          <FormattedMessage id="documents.rename" />
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.open({ kind: 'share', folder })}>
          <Share2Icon aria-hidden />
          <FormattedMessage id="documents.share" />
        </DropdownMenuItem>
        {folder.doctors.length > 0 && (
          <DropdownMenuItem onSelect={() => actions.open({ kind: 'revoke', folder })}>
            <UserMinusIcon aria-hidden />
            <FormattedMessage id="documents.revoke" />
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => actions.open({ kind: 'accessLog', target: { folderId: folder.id }, name: folder.name })}>
          <HistoryIcon aria-hidden />
          <FormattedMessage id="documents.access_log" />
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-red-700" onSelect={() => actions.open({ kind: 'deleteFolder', folder })}>
          <Trash2Icon aria-hidden />
          <FormattedMessage id="documents.delete" />
        </DropdownMenuItem>
      </ItemMenu>
    </li>
  )
}

const isRefusal = (value: unknown): value is Extract<ActionResult<unknown>, { ok: false }> =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false

/** A file's icon by its type: a photo, a document to read, anything else. */
function FileTypeIcon({ mime }: { mime: string }) {
  const className = 'size-8 shrink-0 text-slate-500'
  if (mime.startsWith('image/')) return <FileImageIcon aria-hidden className={className} />
  if (mime === 'application/pdf' || mime.startsWith('text/')) return <FileTextIcon aria-hidden className={className} />
  return <FileIcon aria-hidden className={className} />
}

function FileItem({ file, list, actions }: { file: DocumentFile; list: boolean; actions: ItemActions }) {
  const intl = useIntl()
  const locale = useLocale()
  const copyLink = useMutation(documentMutations.fileLink())
  const href = `/storage/file/${file.id}`
  const copy = () => {
    const failed = (refusal: ActionResult<unknown> | null) => showResult(intl, refusal, { successId: null })
    const link = copyLink.mutateAsync(file.id).then((result) => {
      if (!result.ok) throw result
      return new URL(result.data.path, window.location.origin).href
    })
    // Safari lets a page write the clipboard only within the tap: hand it the link's promise then.
    const written =
      typeof ClipboardItem !== 'undefined'
        ? navigator.clipboard.write([new ClipboardItem({ 'text/plain': link.then((href) => new Blob([href], { type: 'text/plain' })) })])
        : link.then((href) => navigator.clipboard.writeText(href))
    written.then(
      () => toast({ title: intl.formatMessage({ id: 'documents.link_copied' }), variant: 'success' }),
      (error: unknown) => failed(isRefusal(error) ? error : null),
    )
  }
  return (
    <li className={itemClassName(list)} data-file={file.name}>
      <FileTypeIcon mime={file.mime} />
      <div className="min-w-0 flex-1">
        {actions.locked ? (
          <span className="block truncate font-medium">
            <bdi>{file.name}</bdi>
          </span>
        ) : (
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="block truncate font-medium outline-none after:absolute after:inset-0 hover:underline"
          >
            <bdi>{file.name}</bdi>
          </a>
        )}
        <ItemFacts updatedAt={file.updated_at} size={file.size} />
      </div>
      <ItemMenu name={file.name}>
        {actions.locked ? (
          <DropdownMenuItem asChild>
            <Link to="/{-$lang}/subscription" params={{ lang: langParam(locale) }}>
              <LockIcon aria-hidden />
              <FormattedMessage id="documents.unlock_to_view" />
            </Link>
          </DropdownMenuItem>
        ) : (
          <>
            <DropdownMenuItem asChild>
              <a href={href} download={file.name}>
                <DownloadIcon aria-hidden />
                <FormattedMessage id="documents.download" />
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem disabled={copyLink.isPending} onSelect={copy}>
              <LinkIcon aria-hidden />
              <FormattedMessage id="documents.copy_link" />
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuItem onSelect={() => actions.open({ kind: 'accessLog', target: { fileId: file.id }, name: file.name })}>
          <HistoryIcon aria-hidden />
          <FormattedMessage id="documents.access_log" />
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-red-700" onSelect={() => actions.open({ kind: 'deleteFile', file })}>
          <Trash2Icon aria-hidden />
          <FormattedMessage id="documents.delete" />
        </DropdownMenuItem>
      </ItemMenu>
    </li>
  )
}

/** When it last changed and how much it holds, in the page's language. */
function ItemFacts({ updatedAt, size }: { updatedAt: string; size: number }) {
  const locale = useLocale()
  return (
    <p className="truncate text-xs text-muted">
      <FormattedDate value={updatedAt} dateStyle="medium" /> · <bdi>{formatFileSize(size, locale)}</bdi>
    </p>
  )
}

/** An item's actions behind one button named after it ("Actions for Blood test.pdf"). */
function ItemMenu({ name, children }: { name: string; children: React.ReactNode }) {
  const intl = useIntl()
  const dir = directionOf(useLocale())
  return (
    <DropdownMenu dir={dir}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative z-10 self-end sm:self-auto"
          aria-label={intl.formatMessage({ id: 'documents.actions_for' }, { name })}
        >
          <EllipsisVerticalIcon aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  )
}
