// The installable app's PNG icons, drawn from the brand's mark (public/brand/orbit-mark.svg) by
// Chromium (playwright-core, already installed for the journeys). Run it again after the mark changes,
// and commit public/icons/:  node apps/web/scripts/render-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const mark = await readFile(new URL('brand/orbit-mark.svg', publicDir), 'utf8');
/** The brand's page colour (app.css `--color-surface`): also the manifest's background colour. */
const SURFACE = '#0f1222';

/**
 * `any` icons are a rounded square with the mark filling most of it; a `maskable` one fills the
 * whole square and keeps the mark inside the middle 80 % circle every mask leaves visible; Apple's
 * touch icon is square (iOS rounds its corners itself).
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, radius: 0.22, markScale: 0.8 },
  { file: 'icon-512.png', size: 512, radius: 0.22, markScale: 0.8 },
  { file: 'icon-maskable-512.png', size: 512, radius: 0, markScale: 0.62 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, markScale: 0.72 },
];

const markSvg = (size) => mark.replace(/width="64" height="64"/, `width="${size}" height="${size}"`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    const markSize = Math.round(icon.size * icon.markScale);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html>
      <style>html,body{margin:0;background:transparent}
      div{width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;
      background:${SURFACE};border-radius:${icon.radius * icon.size}px}</style>
      <div>${markSvg(markSize)}</div>`);
    const png = await page.locator('div').screenshot({ omitBackground: true });
    await writeFile(new URL(`icons/${icon.file}`, publicDir), png);
    console.log(`icons/${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
