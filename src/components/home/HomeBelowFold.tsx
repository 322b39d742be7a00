import { AboutStrip } from './AboutStrip'
import { GetTheApp } from './GetTheApp'
import { ReviewCarousel } from './ReviewCarousel'
import { ServicesSlider } from './ServicesSlider'

/** The home sections under the first screen: one chunk, hydrated when it scrolls into view (see HomePage). */
export function HomeBelowFold() {
  return (
    <>
      <ServicesSlider />
      <AboutStrip />
      <GetTheApp />
      <ReviewCarousel />
    </>
  )
}

export default HomeBelowFold
