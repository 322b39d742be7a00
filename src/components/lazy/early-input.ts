/**
 * What a visitor typed, picked or submitted inside a `<HydrateLater>` part before its code arrived
 * (ADR 0026). The server HTML of a deferred form is live from the start: the visitor can type into
 * it while its chunk loads. React hydrates controlled fields without touching what the DOM holds,
 * but its state still has the rendered value, so the form would submit (or a search would look for)
 * something other than what is on screen. `takeEarlyInput` replays each such change as the
 * event React listens for, once the part has hydrated, so its state catches up; a form submitted
 * before then (held back by EARLY_CLICK_SCRIPT) is submitted again.
 */
import { EARLY_BUTTONS_GLOBAL, EARLY_SUBMITS_GLOBAL } from './early-click'

type EarlyInputWindow = Window & { [EARLY_SUBMITS_GLOBAL]?: WeakSet<HTMLFormElement>; [EARLY_BUTTONS_GLOBAL]?: HTMLButtonElement[] }

/** Sets a field's value past React's value tracker, so React sees the next input event as a change. */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
}

/**
 * How to replay what changed in `field` since the server rendered it, or null. Read before any
 * replay: the re-render one replayed change causes resets the other controlled fields' DOM values.
 */
function earlyChange(field: Element): (() => void) | null {
  if (field instanceof HTMLSelectElement) {
    // React's select onChange listens to `change` and keeps no tracker.
    const picked = Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
    const value = field.value
    return picked
      ? () => {
          field.value = value
          field.dispatchEvent(new Event('change', { bubbles: true }))
        }
      : null
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio that lost its check follows from the one that gained it.
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return null
    // React listens to the click: put the rendered state back (through the tracker) and click.
    const wanted = field.checked
    return () => {
      field.checked = !wanted
      field.click()
    }
  }
  if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) {
    // Hydration set `defaultValue` to the rendered value and left the typed text in place.
    const typed = field.value
    return () => {
      field.value = field.defaultValue
      setUntracked(field, typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  return null
}

/** Takes the buttons clicked inside `root` from the page's list, in the order they were clicked. */
function takeEarlyButtons(root: Element): HTMLButtonElement[] {
  const pending = (window as EarlyInputWindow)[EARLY_BUTTONS_GLOBAL]
  if (!pending) return []
  const mine = pending.filter((button) => root.contains(button))
  ;(window as EarlyInputWindow)[EARLY_BUTTONS_GLOBAL] = pending.filter((button) => !mine.includes(button))
  return mine
}

/**
 * Reads what was typed, picked, clicked or submitted inside `root` before its part hydrated, and
 * returns the replay. Call it as soon as the part has hydrated (a layout effect: before any re-render
 * of a controlled field puts its state back into the DOM) and replay once the wrapper says hydrated.
 */
export function takeEarlyInput(root: Element): () => void {
  const changes = Array.from(root.querySelectorAll('input, textarea, select'), earlyChange)
  const buttons = takeEarlyButtons(root)
  const submits = (window as EarlyInputWindow)[EARLY_SUBMITS_GLOBAL]
  const forms = Array.from(root.querySelectorAll('form')).filter((form) => submits?.delete(form))
  return () => {
    for (const replay of changes) replay?.()
    // After React has rendered the replayed input: a click or a submit handler must see the new state.
    setTimeout(() => {
      for (const button of buttons) if (button.isConnected) button.click()
      for (const form of forms) if (form.isConnected) form.requestSubmit()
    })
  }
}
