// SPDX-License-Identifier: GPL-3.0-or-later
// How long Chromium takes to open an SVG: from navigating to the file until the page is loaded
// and painted (two animation frames after the load event), and until a PNG screenshot of the
// viewport is taken (which rasterises the page and encodes it), with Chromium's default PNG
// encoder and with its fast one (optimizeForSpeed: less compression, the same pixels). Best of
// N per file, the browser started once, about:blank between runs. Prints one line per measure;
// an empty HTML page is the floor: what a screenshot costs with nothing on the page to draw.
// Run by bench/run-svg-open.sh.
// Usage: node svg-open-time.js RUNS FILE...
'use strict';
const puppeteer = require('puppeteer-core');

(async () => {
    const runs = parseInt(process.argv[2], 10);
    const files = process.argv.slice(3);
    const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: 'new',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const page = await browser.newPage();
    await page.setViewport({ width: 2100, height: 1200 });
    const measures = {
        'loaded and painted': () => page.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))),
        'with a PNG screenshot': () => page.screenshot({ type: 'png' }),
        'with a PNG screenshot, optimised for speed': () => page.screenshot({ type: 'png', optimizeForSpeed: true }),
    };
    for (const [name, after] of Object.entries(measures)) {
        const best = new Map();
        for (let i = 0; i < runs; ++i) {
            for (const file of files) {
                await page.goto('about:blank');
                const start = process.hrtime.bigint();
                await page.goto('file://' + file, { waitUntil: 'load' });
                await after();
                const ms = Number(process.hrtime.bigint() - start) / 1e6;
                best.set(file, Math.min(best.get(file) ?? Infinity, ms));
            }
        }
        console.log(`${name}: ` + files.map(f => `${f.split('/').pop()} ${best.get(f).toFixed(1)} ms`).join(' | '));
    }
    await browser.close();
})();
