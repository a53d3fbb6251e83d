// @linaria/react's styled elements hand a DOM element only the props @emotion/is-prop-valid knows
// as the DOM's, a list of every HTML and SVG attribute, 3 KB of gzip in the code every page runs at
// start. vite.config.ts points that package here. Here a styled element is handed only the DOM's
// own props (its type is the element's: TypeScript refuses any other), and a look that varies
// comes as a data attribute (Button's variant), so every prop is the element's.

export default function isPropValid(_prop: string): boolean {
  return true
}
