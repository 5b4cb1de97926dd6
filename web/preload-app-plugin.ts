import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The chunks the entry imports dynamically (the app's start) and everything they import statically. */
function chunksStartedBy(entry: OutputChunk, bundle: OutputBundle): string[] {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') {
      return;
    }
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return [...found].filter((fileName) => !entry.imports.includes(fileName));
}

/**
 * The entry script only lets the static shell paint and then imports the app (src/main.tsx). So that the app's
 * chunks do not wait for it, index.html names them as `modulepreload`: fetched and compiled alongside the
 * entry, run when the entry asks. All of these scripts are fetched at low priority: none is needed for the
 * first paint, and the preloaded Nunito file, which the first text needs, goes first.
 */
export function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'name-swiper:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) {
          return html;
        }
        const preloads = chunksStartedBy(chunk, bundle)
          .map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`)
          .join('\n    ');
        return html
          .replace('</head>', `  ${preloads}\n  </head>`)
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
      },
    },
  };
}
