/**
 * Modules imported with `?hydrate-later` (vite.config.ts): their default export, lazy in the browser.
 * For typed props, narrow it with a type-only import, which adds no runtime import:
 *   const Menu = MenuLater as typeof import('./Menu').default
 */
declare module '*?hydrate-later' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each importer narrows it as above
  const Component: import('react').ComponentType<any>
  export default Component
}
