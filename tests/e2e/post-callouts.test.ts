// A post brought from other tools: its admonitions and callouts are designed asides that pass axe
// in both themes, and a video tag is the click-to-play player, loaded only when asked for.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP } from '../support/browser';
import { startE2ESite, type E2ESite } from '../support/e2e-site';
import { waitForHydration } from '../support/hydrated';

const POST = `---
title: Callouts from other tools
date: 2024-05-01
summary: Admonitions, alerts and a video from other generators.
---
Intro paragraph.

:::tip[Size first]
Call \`estimatePackSize()\` before downloading.
:::

> [!WARNING]
> Packs expire after 30 days.

> [!info]- Folded in Obsidian
> Shown open here.

:::danger
Never cache tiles past their licence.
:::

> [!IMPORTANT]
> Read this.

:::note
A plain note.
:::

{{< youtube w7Ft2ymGmfc >}}
`;

let e2e: E2ESite;
beforeAll(async () => {
  e2e = await startE2ESite();
  await writeFile(path.join(e2e.site.contentDir, 'posts/callouts-from-other-tools.md'), POST);
  await e2e.restartServer();
});
afterAll(() => e2e?.close());

async function open(colorScheme: 'light' | 'dark') {
  const context = await e2e.browser.newContext({ viewport: DESKTOP, colorScheme });
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/blog/callouts-from-other-tools`);
  await waitForHydration(page);
  return { context, page };
}

describe('a post with other tools\' callouts', () => {
  it.each(['light', 'dark'] as const)('shows each as an aside with its title, with no axe violation (%s)', async (colorScheme) => {
    const { context, page } = await open(colorScheme);
    const notes = page.getByRole('note');
    expect(await notes.count()).toBe(6);
    await expect.poll(() => notes.first().textContent()).toContain('Size first');
    expect(await page.locator('.prose').textContent()).not.toMatch(/:::|\[!|\{\{/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('loads the video player only when Play is pressed', async () => {
    const { context, page } = await open('light');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: /Play video/ }).click();
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/w7Ft2ymGmfc?autoplay=1');
    await context.close();
  });
});
