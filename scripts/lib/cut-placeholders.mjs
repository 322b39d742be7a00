/**
 * Runs in the page (`page.evaluate(cutPlaceholders, scope)`): the placeholders of the visible, empty
 * inputs (laid out: a closed menu's field has no width) under `scope` (a CSS selector, the document when null) that are wider than their field,
 * which the browser cuts mid-word with no ellipsis (issue 26's re-walk: "…специальнос"). Measured
 * as a span in the field's font; a search field keeps room for its clear button. Self-contained:
 * the function is sent to the page as source.
 * @param {string | null} scope
 * @returns {string[]} one readable line per cut placeholder
 */
export function cutPlaceholders(scope) {
  const root = scope ? document.querySelector(scope) : document
  if (!root) return []
  return [...root.querySelectorAll('input[placeholder]')]
    .filter((field) => field instanceof HTMLInputElement && !field.value && field.clientWidth > 0 && field.getClientRects().length > 0)
    .flatMap((field) => {
      const style = getComputedStyle(field)
      const probe = document.createElement('span')
      probe.style.cssText = 'position:absolute;white-space:pre;visibility:hidden'
      probe.style.font = style.font
      probe.style.letterSpacing = style.letterSpacing
      probe.textContent = field.placeholder
      document.body.append(probe)
      const width = probe.getBoundingClientRect().width
      probe.remove()
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (field.type === 'search' ? 18 : 0)
      // A field with no room at all is a collapsed one (the phone header's), not one that cuts its text.
      return room > 24 && width > room ? [`"${field.placeholder}" needs ${Math.ceil(width)} px, has ${Math.floor(room)}`] : []
    })
}
