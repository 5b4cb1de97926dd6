import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the font file the first screen needs, under the hashed
 * name the build gave it, so the browser fetches it with the stylesheet instead of after the first layout.
 */
export function preloadFont(fileName: string): Plugin {
  let base = '/';
  return {
    name: 'name-swiper:preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(fileName),
        );
        // A build of another page with this config (bench/bare-react) has no such font.
        if (!font) {
          return [];
        }
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
