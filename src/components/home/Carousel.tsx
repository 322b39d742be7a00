import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { cn } from '~/lib/utils'
import { useReducedMotion } from './useReducedMotion'

/** Home sliders advance every 3000 ms (spec part 1 §9, part 2 §9). */
export const AUTOPLAY_MS = 3000

interface CarouselProps {
  /** Id of the visible heading that names the carousel. */
  labelledBy: string
  heading: ReactNode
  slides: ReadonlyArray<{ key: string; content: ReactNode }>
  /** Slide widths per breakpoint, e.g. one, two or three per view. */
  slideClassName: string
  className?: string
}

const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

function Chevron({ back }: { back?: boolean }) {
  // Drawn pointing to the reading direction's end; mirrored in RTL.
  return (
    <svg
      viewBox="0 0 24 24"
      className={cn('size-5 rtl:-scale-x-100', back && '-scale-x-100 rtl:scale-x-100')}
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m9 18 6-6-6-6" />
    </svg>
  )
}

/**
 * A scroll-snap slider without a library: native scrolling (touch and trackpad work), previous/next
 * buttons, and autoplay that pauses on hover, on focus, on request and when reduced motion is preferred.
 * The track follows the document direction, so slides mirror in RTL.
 */
export function Carousel({ labelledBy, heading, slides, slideClassName, className }: CarouselProps) {
  const intl = useIntl()
  const track = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const playing = !reducedMotion && !stopped && !hovered && !focused

  const step = useCallback(
    (direction: 1 | -1) => {
      const element = track.current
      const first = element?.firstElementChild
      if (!element || !(first instanceof HTMLElement)) return
      const style = getComputedStyle(element)
      const rtl = style.direction === 'rtl'
      const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth'
      const width = first.getBoundingClientRect().width + (Number.parseFloat(style.columnGap) || 0)
      // In RTL scrollLeft runs from 0 towards negative values.
      const position = Math.abs(element.scrollLeft)
      const max = element.scrollWidth - element.clientWidth
      if (max <= 1) return
      if (direction === 1 && position >= max - 2) element.scrollTo({ left: 0, behavior })
      else if (direction === -1 && position <= 2) element.scrollTo({ left: rtl ? -max : max, behavior })
      else element.scrollBy({ left: direction * width * (rtl ? -1 : 1), behavior })
    },
    [reducedMotion],
  )

  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => {
      if (!document.hidden) step(1)
    }, AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [playing, step])

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <section
      aria-labelledby={labelledBy}
      aria-roledescription={intl.formatMessage({ id: 'home.carousel' })}
      className={cn('flex flex-col gap-6', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        {heading}
        <div className="flex gap-2">
          {!reducedMotion && (
            <button
              type="button"
              className={cn(buttonClass, 'w-auto px-4 text-sm')}
              aria-pressed={stopped}
              onClick={() => setStopped((value) => !value)}
            >
              {intl.formatMessage({ id: 'home.carousel_stop' })}
            </button>
          )}
          <button
            type="button"
            className={buttonClass}
            aria-label={intl.formatMessage({ id: 'home.carousel_previous' })}
            onClick={() => step(-1)}
          >
            <Chevron back />
          </button>
          <button
            type="button"
            className={buttonClass}
            aria-label={intl.formatMessage({ id: 'home.carousel_next' })}
            onClick={() => step(1)}
          >
            <Chevron />
          </button>
        </div>
      </div>
      <div
        ref={track}
        // Keyboard users can scroll the track with the arrow keys.
        tabIndex={0}
        aria-live={playing ? 'off' : 'polite'}
        className="-m-1 flex snap-x snap-mandatory scroll-px-1 gap-6 overflow-x-auto p-1 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'home.slide' })}
            aria-label={intl.formatMessage({ id: 'home.slide_position' }, { index: index + 1, count: slides.length })}
            className={cn('shrink-0 snap-start', slideClassName)}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  )
}
