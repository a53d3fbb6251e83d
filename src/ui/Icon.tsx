// The icon sprite (SPEC.md section 2, Shell): every icon drawn once, in one hidden <svg> the
// shell renders at start, and used by name wherever it appears (<use href="#icon-…">), so a
// row of fifty stars carries fifty references, not fifty copies of the path.

const icons = {
  'arrow-up': <path d="M12 5l7 7-1.4 1.4L13 8.8V20h-2V8.8l-4.6 4.6L5 12z" />,
  account: (
    <>
      <circle cx="12" cy="8" r="4.2" />
      <path d="M3.5 21c.8-4.6 4.3-7.2 8.5-7.2s7.7 2.6 8.5 7.2z" />
    </>
  ),
  gift: (
    <path d="M20 7h-2.2A3 3 0 0 0 12 4.4 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h7V7h2v5h7a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zM9 7a1 1 0 1 1 1-1v1zm5 0V6a1 1 0 1 1 1 1zM4 13v6a1 1 0 0 0 1 1h6v-7zm9 7h6a1 1 0 0 0 1-1v-6h-7z" />
  ),
  close: (
    <path d="M18.3 5.7L12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
  ),
  crown: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />,
  menu: <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />,
  phone: (
    <path d="M16 1H8a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2zm0 18H8V5h8z" />
  ),
  search: (
    <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
  ),
  seal: (
    <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-1.2 13.6l5.6-5.6-1.4-1.4-4.2 4.2-2-2-1.4 1.4z" />
  ),
  star: <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z" />,
} as const

export type IconName = keyof typeof icons

/** The sprite: rendered once by the shell, hidden, holding every icon as a symbol. */
export function IconSprite() {
  return (
    // Out of the layout rather than display: none, under which some engines drop the symbols' paint.
    <svg
      aria-hidden="true"
      width="0"
      height="0"
      style={{ position: 'absolute', overflow: 'hidden' }}
    >
      {Object.entries(icons).map(([name, shape]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {shape}
        </symbol>
      ))}
    </svg>
  )
}

/** An icon of the sprite, in the text's colour; decorative (the control around it is named). */
export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" fill="currentColor">
      <use href={`#icon-${name}`} />
    </svg>
  )
}
