import { Link, getRouteApi } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { ChevronRightIcon, FileTextIcon, FolderOpenIcon, HeartPulseIcon, type LucideIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import type { AccountSlug } from '~/lib/account-slugs'
import { DEFAULT_MED_CARD_TAB, MED_CARD_TABS, medCardTiles, type MedCardTab } from '~/lib/med-card'

const route = getRouteApi('/{-$lang}/account')

/** A tile's icon; a section without one (built later) shows the generic document. */
const TILE_ICONS: Partial<Record<AccountSlug, LucideIcon>> = {
  my_documents: FolderOpenIcon,
  health_details: HeartPulseIcon,
  doctor_reports: FileTextIcon,
}

/**
 * The medical card (spec part 2 §2): two tabs, my health and my reports (`?tab=`), each with tiles to
 * the card's built sections (medCardTiles).
 */
export default function MedCardSection() {
  const tab = route.useSearch({ select: (search) => search.tab ?? DEFAULT_MED_CARD_TAB })
  const navigate = route.useNavigate()
  const chooseTab = (next: string) =>
    navigate({ search: (prev) => ({ ...prev, tab: next === 'my_reports' ? 'my_reports' : undefined }), replace: true, resetScroll: false })
  return (
    <section aria-labelledby="med-card-heading" className="flex flex-col gap-6">
      <h2 id="med-card-heading" className="text-xl font-semibold">
        <FormattedMessage id="medCard.title" />
      </h2>
      {/* The spec's "generate with AI" button belongs here too; it comes with the AI report screen, not built yet. */}
      <Tabs value={tab} onValueChange={chooseTab} className="flex flex-col gap-4">
        <TabsList className="self-start">
          {MED_CARD_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              <FormattedMessage id={`medCard.tab_${value}`} />
            </TabsTrigger>
          ))}
        </TabsList>
        {MED_CARD_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            <TileList tab={value} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}

function TileList({ tab }: { tab: MedCardTab }) {
  const locale = useLocale()
  return (
    <ul className="grid gap-3 tablet:grid-cols-2">
      {medCardTiles(tab).map((slug) => {
        const Icon = TILE_ICONS[slug] ?? FileTextIcon
        return (
          <li key={slug}>
            <Card asChild padding="md">
              <Link
                to="/{-$lang}/account"
                params={{ lang: langParam(locale) }}
                search={{ slug }}
                className="flex h-full items-center gap-4 outline-none hover:border-brand-300 hover:bg-brand-50/40 focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="font-semibold">
                    <FormattedMessage id={`medCard.tile_${slug}`} />
                  </span>
                  <span className="text-sm text-muted">
                    <FormattedMessage id={`medCard.tile_${slug}_text`} />
                  </span>
                </span>
                <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-muted rtl:-scale-x-100" />
              </Link>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
