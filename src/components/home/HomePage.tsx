import { HydrateLater } from '~/components/lazy/HydrateLater'
import HomeBelowFold from './HomeBelowFold?hydrate-later'
import { HomeFigures } from './HomeFigures'
import { HomeHero } from './HomeHero'

/** `/`: hero, figures, then services slider, about-us strip, get-the-app with QR code, reviews. */
export function HomePage() {
  return (
    <main className="flex flex-col">
      <HomeHero />
      <HomeFigures />
      {/* Server-rendered in full; the sliders' code loads when they scroll into view. */}
      <HydrateLater>
        <HomeBelowFold />
      </HydrateLater>
    </main>
  )
}
