/**
 * The screen sizes the app is drawn at (docs/architecture.md 'Screens on every size'): two handheld
 * terminals, a phone and a desk. A story picks one with `globals: { viewport: { value: 'handheld360' } }`;
 * the story tests (Vitest browser mode) and the visual gate (tests/visual/run.mjs) then open the
 * page at that size, and Storybook's toolbar offers them too. A story without one keeps the
 * visual gate's 1024 × 720.
 */
export const VIEWPORTS = {
  handheld360: { name: 'Handheld 360 × 640', styles: { width: '360px', height: '640px' }, type: 'mobile' },
  handheld480: { name: 'Handheld 480 × 800', styles: { width: '480px', height: '800px' }, type: 'mobile' },
  phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desk1280: { name: 'Desk 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** The story globals that draw a story at one of the sizes. */
export function atViewport(value: ViewportName): { viewport: { value: ViewportName; isRotated: false } } {
  return { viewport: { value, isRotated: false } };
}
