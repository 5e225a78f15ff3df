import { afterFirstPaint } from './boot/afterFirstPaint';

// The browser's entry: index.html's boot screen (the product's name) paints first, then the app
// is evaluated and rendered (start.tsx). Its scripts are fetched meanwhile (the build preloads
// them, see build/bootPaint.ts), but not run before that paint: run first, they held the first
// paint back by their evaluation and the first render, by how much depending on how fast they
// arrived (issue 27: the login route's first contentful paint from 0.65 to 1.93 s).
void afterFirstPaint().then(() => import('./start')).then(({ start }) => { start(); });
