import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createLucideIcon as lucideFactory } from 'lucide-react'
import createLucideIcon from './lucide-icon'

/**
 * The small icon factory the browser build uses (vite.config.ts) draws exactly what lucide's own
 * draws: the server renders pages with lucide's, and hydration keeps the server's markup.
 */
// Icon data as lucide-react 1.x ships it (its icons/*.mjs).
const x = {
  name: 'x',
  size: 24,
  node: [
    ['path', { d: 'M18 6 6 18', key: '1bl5f8' }],
    ['path', { d: 'm6 6 12 12', key: 'd8bk6v' }],
  ] as [string, Record<string, string>][],
}
const arrowLeft = {
  name: 'arrow-left',
  size: 24,
  node: [
    ['path', { d: 'm12 19-7-7 7-7', key: '1l729n' }],
    ['path', { d: 'M19 12H5', key: 'x3x0zl' }],
  ] as [string, Record<string, string>][],
}

describe('createLucideIcon', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['no props', {}],
    ['a class', { className: 'size-4 shrink-0 rtl:-scale-x-100' }],
    ['size, colour and stroke', { size: 16, color: '#16a34a', strokeWidth: 3 }],
    ['aria-hidden given', { 'aria-hidden': true, className: 'size-5' }],
    ['a label', { 'aria-label': 'Close', role: 'img' }],
    ['width and height of their own', { width: 20, height: 12 }],
    ['data attributes', { 'data-icon': 'x', id: 'close-icon' }],
  ]
  for (const data of [x, arrowLeft]) {
    const ours = createLucideIcon(data)
    const theirs = lucideFactory(data)
    for (const [label, props] of cases) {
      it(`${data.name}, ${label}`, () => {
        expect(renderToStaticMarkup(createElement(ours, props))).toBe(renderToStaticMarkup(createElement(theirs, props)))
      })
    }
    it(`${data.name}, with a title inside`, () => {
      const title = createElement('title', { key: 'title' }, 'Back')
      expect(renderToStaticMarkup(createElement(ours, {}, title))).toBe(renderToStaticMarkup(createElement(theirs, {}, title)))
    })
  }
  it('keeps the alias classes lucide gives a renamed icon', () => {
    const data = { name: 'circle-check', size: 24, aliases: ['check-circle'], node: x.node }
    expect(renderToStaticMarkup(createElement(createLucideIcon(data)))).toBe(renderToStaticMarkup(createElement(lucideFactory(data))))
  })
})
