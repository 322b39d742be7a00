import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

type IconData = { name: string; size?: number; node: [tag: string, attributes: Record<string, string>][]; aliases?: string[] }
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string; color?: string }

/** An attribute that names the icon to assistive technology: lucide then leaves it visible to it. */
const namesIcon = (props: Record<string, unknown>) =>
  Object.entries(props).some(([key, value]) => (key.startsWith('aria-') || key === 'role' || key === 'title') && value != null)

/**
 * lucide-react's icon factory (`createLucideIcon`), small: vite.config.ts puts it in lucide's place,
 * so every icon draws the markup lucide's own factory draws for the props this app passes (size,
 * color, strokeWidth, className, aria-*), without lucide's context provider, absolute stroke width,
 * non-scaling stroke and class merging, none of which the app uses. That machinery was ~0.9 kB gzip
 * of every page's first load (issue 28: the doctor profile sat at its 150 kB budget).
 */
export default function createLucideIcon({ name, node, size: box = 24, aliases = [] }: IconData) {
  const classes = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)].join(' ')
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon({ className, size, color, strokeWidth = 2, children, ...rest }, ref) {
    const drawn: ReactNode[] = node.map(([tag, attributes]) => createElement(tag, attributes))
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size ?? 24,
        height: size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${classes} ${className}` : classes,
        ...(children || namesIcon(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      [...drawn, ...(Array.isArray(children) ? children : [children])],
    )
  })
}
