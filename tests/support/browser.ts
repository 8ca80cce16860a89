// Real Chromium through playwright-core: the system browser, no download (STACK-NOTES).
// Debian's chromium-headless-shell when it is installed: the same Blink and V8 as the full
// browser without its UI process, and the browser tests take 40% less time (decision 031).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Collects everything a page reports as wrong: console errors (hydration mismatches arrive
 * here), uncaught exceptions, and failed same-origin requests. Third-party hosts are
 * unreachable on this machine by design, so their failures are not counted.
 */
export function watchPageErrors(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location().url;
    if (location && !location.startsWith(origin)) return;
    // Failed requests are judged by the response listener below, which knows which were meant
    // (a 404 page answers 404 on purpose).
    if (/^Failed to load resource/.test(message.text())) return;
    problems.push(`console: ${message.text()} (${location})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && !response.request().isNavigationRequest()) {
      problems.push(`HTTP ${response.status()} for ${response.url()}`);
    }
  });
  return problems;
}
