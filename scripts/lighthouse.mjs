import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// Plain JavaScript on purpose: tsx would inject helpers into the functions Lighthouse runs inside the page.
/**
 * Lighthouse (mobile, the default slow-4G emulation) on each route of the running site; prints the four
 * category scores and LCP/TBT/CLS, and writes the JSON reports under reports/lighthouse/.
 * Usage: npm start (other shell), then `npm run bench:lighthouse [-- /path ...]`. BASE_URL overrides the origin.
 */
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about/', '/sustainability/', '/policy/', '/contact/'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

async function main() {
  mkdirSync('reports/lighthouse', { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      writeFileSync(`reports/lighthouse/${path.replace(/\//g, '_') || 'home'}.json`, JSON.stringify(lhr));
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
      rows.push(
        [
          path.padEnd(18),
          ...categories.map((c) => String(score(c)).padStart(6)),
          metric('largest-contentful-paint').padStart(8),
          metric('total-blocking-time').padStart(8),
          metric('cumulative-layout-shift').padStart(7),
        ].join(' '),
      );
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual',
      );
      if (failing.length) rows.push(`${' '.repeat(19)}below 0.9: ${failing.map((a) => a.id).join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log(['path'.padEnd(18), '  perf', '  a11y', '    bp', '   seo', '     LCP', '     TBT', '    CLS'].join(' '));
  console.log(rows.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
