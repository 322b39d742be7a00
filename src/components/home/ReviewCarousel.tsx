import { FormattedMessage } from 'react-intl'
import { Carousel } from './Carousel'
import { REVIEWS } from './reviews'
import { StarRating } from './StarRating'
import { Card } from '~/components/ui/card'

/** Seven reviews, one per view on phones (< 600 px), two below 992 px, three above. */
export function ReviewCarousel() {
  const slides = REVIEWS.map(({ id, rating }) => ({
    key: String(id),
    content: (
      <Card as="figure" padding="lg" data-testid="review" className="flex h-full flex-col gap-4">
        <StarRating rating={rating} />
        <blockquote className="flex-1 leading-relaxed">
          <p>
            <FormattedMessage id={`home.review_${id}_text`} />
          </p>
        </blockquote>
        <figcaption className="flex flex-col">
          <span className="font-semibold">
            <FormattedMessage id={`home.review_${id}_name`} />
          </span>
          <span className="text-sm text-muted">
            <FormattedMessage id={`home.review_${id}_city`} />
          </span>
        </figcaption>
      </Card>
    ),
  }))
  return (
    <Carousel
      className="mx-auto w-full max-w-6xl px-4 py-14"
      labelledBy="home-reviews"
      heading={
        <h2 id="home-reviews" className="text-3xl font-bold">
          <FormattedMessage id="home.reviews_heading" />
        </h2>
      }
      slides={slides}
      slideClassName="basis-full mobile:basis-[calc((100%_-_1.5rem)/2)] tablet:basis-[calc((100%_-_3rem)/3)]"
    />
  )
}
