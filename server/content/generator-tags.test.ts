import { describe, expect, it } from 'vitest';
import { readGeneratorTags } from './generator-tags';

describe('template tags of other generators', () => {
  it("reads Hugo's figure and YouTube shortcodes as HTML", () => {
    const { markdown, converted } = readGeneratorTags('Intro\n{{< figure src="/images/a.png" caption="A map" >}}\n{{< youtube dQw4w9WgXcQ >}}');
    expect(markdown).toContain('<figure><img src="/images/a.png" alt=""><figcaption>A map</figcaption></figure>');
    expect(markdown).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(converted).toBe(2);
  });

  it("reads Jekyll's highlight block as a fenced code block and its site URL as the site path", () => {
    const { markdown } = readGeneratorTags("![Tiles]({{ site.baseurl }}/assets/t.png)\n{% highlight ruby %}\nputs 1\n{% endhighlight %}\n[x]({{ '/about/' | relative_url }})");
    expect(markdown).toBe("![Tiles](/assets/t.png)\n```ruby\nputs 1\n```\n[x](/about/)");
  });

  it("reads Obsidian's image embeds as images", () => {
    expect(readGeneratorTags('![[attachments/map sketch.png]] and ![[b.jpg|A harbour]]').markdown).toBe('![map sketch](<attachments/map sketch.png>) and ![A harbour](<b.jpg>)');
  });

  it('leaves out the tags only their generator can run, and counts them', () => {
    const { markdown, dropped } = readGeneratorTags('{% include toc.html %}\nText\n{{< gist user 123 >}}');
    expect(markdown).toBe('Text');
    expect(dropped).toEqual(['{% include toc.html %}', '{{< gist user 123 >}}']);
  });

  it('never touches code blocks', () => {
    const source = '```\n{% include x %}\n{{< figure src="a.png" >}}\n```';
    expect(readGeneratorTags(source)).toEqual({ markdown: source, converted: 0, dropped: [] });
  });
});
