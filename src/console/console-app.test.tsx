// The console island's server HTML: its 'checking' state (the browser has not looked at the
// stored session yet), rendered without any provider of the page around it.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsoleApp } from './console-app';

describe('ConsoleApp, server HTML', () => {
  it('renders on its own in the checking state, with no login form or console yet', () => {
    const html = renderToString(<ConsoleApp siteUrl="https://example.test" defaultAuthor="Ada" readTime={{ countBy: 'characters', wordsPerMinute: 238 }} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Checking your session');
    expect(html).not.toContain('Password');
    expect(html).not.toContain('Logout');
  });
});
