import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * index.html's scripts as the boot screen needs them (issue 27): the entry (src/main.tsx, a few
 * hundred bytes) waits for the boot screen's first paint and then imports the app
 * (src/start.tsx). So that waiting costs no download time, the app's chunks are preloaded from
 * the HTML (`<link rel="modulepreload">`: fetched, not run), and every script of the page is
 * fetched at low priority (`fetchpriority="low"`): none of them is needed for the first paint,
 * so none competes with it, and Lighthouse does not count them into the first contentful paint
 * (it takes a high-priority script that finished loading before the paint for a render-blocking
 * one unless it was evaluated after it; module scripts carry no evaluation mark it can read).
 */
export function bootPaint(): Plugin {
  let base = '/';
  return {
    name: 'wms-boot-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle: OutputBundle | undefined = context.bundle;
        const entry = context.chunk;
        if (!bundle || !entry) return html;
        // The chunks the entry imports dynamically, and theirs statically, transitively.
        const preload = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName] as OutputChunk | undefined;
          if (!chunk || preload.has(fileName) || fileName === entry.fileName) return;
          preload.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const dynamic of entry.dynamicImports) visit(dynamic);
        for (const imported of entry.imports) preload.delete(imported);
        const links = [...preload].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">`).join('\n    ');
        return html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=')
          .replace(/\s*<\/head>/, `\n    ${links}\n  </head>`);
      },
    },
  };
}
