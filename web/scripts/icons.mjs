// Renders the PWA and home-screen icons from public/favicon.svg with Chromium (no image libraries needed):
// `node web/scripts/icons.mjs`. The PNGs are committed; run again after changing the favicon.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = await readFile(`${publicDir}favicon.svg`, 'utf8');
const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
/** The light canvas colour of the design (index.css --canvas), also the manifest's background colour. */
const background = '#fbf6f0';

const icons = [
  // "any" icons: the favicon on a transparent square.
  { file: 'icon-192.png', size: 192, scale: 1, fill: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, fill: 'transparent' },
  // Maskable: full-bleed background, the artwork inside the 80 % safe circle.
  { file: 'maskable-512.png', size: 512, scale: 0.6, fill: background },
  { file: 'maskable-192.png', size: 192, scale: 0.6, fill: background },
  // iOS home screen: opaque, no mask applied by the system beyond rounded corners.
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.78, fill: background },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, scale, fill } of icons) {
    const inner = Math.round(size * scale);
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
        `<img src="${source}" width="${inner}" height="${inner}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `${publicDir}icons/${file}`, omitBackground: fill === 'transparent' });
    console.log(`public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
