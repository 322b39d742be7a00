import { AboutStrip } from './AboutStrip'
import { GetTheApp } from './GetTheApp'
import { HomeFigures } from './HomeFigures'
import { HomeHero } from './HomeHero'
import { ReviewCarousel } from './ReviewCarousel'
import { ServicesSlider } from './ServicesSlider'

/** `/`: hero, figures, services slider, about-us strip, get-the-app with QR code, reviews. */
export function HomePage() {
  return (
    <main className="flex flex-col">
      <HomeHero />
      <HomeFigures />
      <ServicesSlider />
      <AboutStrip />
      <GetTheApp />
      <ReviewCarousel />
    </main>
  )
}
