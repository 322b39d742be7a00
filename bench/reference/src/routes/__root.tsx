/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import { HeadContent, Outlet, Scripts, createRootRoute } from '@tanstack/react-router'

// Only what a page needs to score 100 on Lighthouse's accessibility, best-practices and SEO audits
// (language, viewport, title, description, an icon so the browser asks for no /favicon.ico that
// would 404 into the console), so the reference differs from the app by the app alone.
export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Reference page' },
      { name: 'description', content: 'A bare TanStack Start page with one server-function loader, the bench reference.' },
    ],
    links: [{ rel: 'icon', href: 'data:,' }],
  }),
  shellComponent: RootDocument,
  component: Outlet,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
