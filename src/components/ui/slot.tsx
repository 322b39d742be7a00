import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react'
import { cn } from '~/lib/utils'

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }
type AnyProps = Record<string, unknown>

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): Ref<T> {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value)
      else if (ref) ref.current = value
    }
  }
}

/**
 * Renders its only child with these props merged in (`asChild`): classes joined, styles and event
 * handlers combined (the child's handler runs first), refs both set. What Radix's Slot does for our
 * uses, without putting Radix on every page's first load (ADR 0024).
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement(children)) return null
  const child = children as ReactElement<AnyProps>
  const childProps = child.props
  const merged: AnyProps = { ...slotProps, ...childProps }
  for (const [name, slotValue] of Object.entries(slotProps as AnyProps)) {
    const childValue = childProps[name]
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        childValue(...args)
        slotValue(...args)
      }
    } else if (name === 'className') {
      merged.className = cn(slotValue as string, childValue as string)
    } else if (name === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) }
    }
  }
  if (ref) merged.ref = childProps.ref ? mergeRefs(ref, childProps.ref as Ref<HTMLElement>) : ref
  return cloneElement(child, merged)
}
