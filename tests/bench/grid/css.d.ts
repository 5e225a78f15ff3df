/** Stylesheets imported by case files are bundled by Vite and esbuild. */
declare module '*.css';
