/** Modules imported with `?hydrate-later` (vite.config.ts): their default export, lazy in the browser. */
declare module '*?hydrate-later' {
  const Component: import('react').ComponentType
  export default Component
}
