// The template demo's first HTML, as the server renders the island and the browser hydrates it:
// the spinner while a known template's chunk is to load, and the failure at once for a name the
// registry does not have (nothing can load it, so the page need not wait for scripts to say so).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TemplateDemo } from './template-demo';

const props = { slug: 'a-demo', title: 'A Demo' };

describe('TemplateDemo, server HTML', () => {
  it('shows the spinner for a known template, embedded or as the whole page', () => {
    const embedded = renderToString(<TemplateDemo {...props} componentPath="developer-portfolio" embedded />);
    expect(embedded).toContain('Loading template');
    expect(embedded).not.toContain('<main');
    const whole = renderToString(<TemplateDemo {...props} componentPath="developer-portfolio" embedded={false} />);
    expect(whole).toMatch(/<main[^>]*>.*<h1 class="sr-only">A Demo<\/h1>.*Loading template/s);
  });

  it("says 'Failed to load template component' at once for an unknown componentPath", () => {
    for (const componentPath of ['no-such-template', '__proto__', 'toString']) {
      const html = renderToString(<TemplateDemo {...props} componentPath={componentPath} embedded />);
      expect(html).toContain('role="alert"');
      expect(html).toContain('Failed to load template component');
      expect(html).not.toContain('Loading template');
    }
  });
});
