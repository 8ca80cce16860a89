import { describe, expect, it } from 'vitest';
import { readGeneratorTags } from './generator-tags';

describe('template tags of other generators', () => {
  it("reads Hugo's figure as HTML and its YouTube shortcode as the site's click-to-play link", () => {
    const { markdown, converted } = readGeneratorTags('Intro\n{{< figure src="/images/a.png" caption="A map" >}}\n{{< youtube dQw4w9WgXcQ >}}');
    expect(markdown).toContain('<figure><img src="/images/a.png" alt=""><figcaption>A map</figcaption></figure>');
    expect(markdown).toContain('<a class="video-link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">');
    expect(markdown).not.toContain('<iframe');
    expect(converted).toBe(2);
  });

  it("reads Jekyll's highlight block as a fenced code block and its site URL as the site path", () => {
    const { markdown } = readGeneratorTags("![Tiles]({{ site.baseurl }}/assets/t.png)\n{% highlight ruby %}\nputs 1\n{% endhighlight %}\n[x]({{ '/about/' | relative_url }})");
    expect(markdown).toBe("![Tiles](/assets/t.png)\n````ruby\nputs 1\n````\n[x](/about/)");
  });

  it("reads Obsidian's image embeds as images", () => {
    expect(readGeneratorTags('![[attachments/map sketch.png]] and ![[b.jpg|A harbour]]').markdown).toBe('![map sketch](<attachments/map sketch.png>) and ![A harbour](<b.jpg>)');
  });

  it('leaves out the tags only their generator can run, and lists them', () => {
    const { markdown, dropped } = readGeneratorTags('{% include toc.html %}\nText\n{{< instagram BWNjjyYFxVx >}}');
    expect(markdown).toBe('Text');
    expect(dropped).toEqual(['{% include toc.html %}', '{{< instagram BWNjjyYFxVx >}}']);
  });

  it('never touches code blocks', () => {
    const source = '```\n{% include x %}\n{{< figure src="a.png" >}}\n```';
    expect(readGeneratorTags(source)).toEqual({ markdown: source, converted: 0, dropped: [] });
  });

  it("shows Hugo's highlight shortcode as a code block, never its HTML live", () => {
    const { markdown } = readGeneratorTags('{{< highlight html >}}\n<section id="main">\n  <h1>Hi</h1>\n</section>\n{{< /highlight >}}');
    expect(markdown).toBe('````html\n<section id="main">\n  <h1>Hi</h1>\n</section>\n````');
  });

  it("shows Hexo's codeblock with its title and language, and Eleventy's quoted highlight", () => {
    expect(readGeneratorTags('{% codeblock BooksController#index lang:ruby %}\n@books = Book.all\n{% endcodeblock %}').markdown).toBe('\nBooksController#index\n\n````ruby\n@books = Book.all\n````');
    expect(readGeneratorTags('{% highlight "js" %}\nlet a = 1;\n{% endhighlight %}').markdown).toBe('````js\nlet a = 1;\n````');
  });

  it('writes admonition tags as :::type blocks (Hexo note, Hugo admonition, Zola admonition)', () => {
    expect(readGeneratorTags('{% note warning %}\nCareful.\n{% endnote %}').markdown).toBe('\n:::warning\nCareful.\n:::');
    expect(readGeneratorTags('{{< admonition type=tip title="One tip" open=true >}}\nText.\n{{< /admonition >}}').markdown).toBe('\n:::tip[One tip]\nText.\n:::');
    expect(readGeneratorTags('{{ admonition(type="danger", title="Stop", text="Do not.") }}').markdown).toBe('\n:::danger[Stop]\nDo not.\n:::\n');
  });

  it('links a gist and a post named by its file', () => {
    expect(readGeneratorTags('{{< gist spf13 7896402 >}}').markdown).toContain('<a href="https://gist.github.com/spf13/7896402">');
    expect(readGeneratorTags('See [it]({% post_url 2010-07-21-hello-world %}) and [that]({{< ref "posts/other.md" >}}).').markdown).toBe('See [it](/blog/hello-world) and [that](/blog/other).');
  });

  it('takes tags out of a line, keeping its text, but never out of inline code or {% raw %}', () => {
    const { markdown, dropped } = readGeneratorTags('Hello {{ page.title }} and {% if x %}yes{% endif %}, not `{{ kept }}` nor {% raw %}{{ shown }}{% endraw %}.');
    expect(markdown).toBe('Hello  and yes, not `{{ kept }}` nor {{ shown }}.');
    expect(dropped).toEqual(['{{ page.title }}', '{% if x %}']);
  });

  it('shows mermaid shortcodes as mermaid code', () => {
    expect(readGeneratorTags('{{< mermaid >}}\ngraph TD; A-->B;\n{{< /mermaid >}}').markdown).toBe('````mermaid\ngraph TD; A-->B;\n````');
  });

  it("reads Obsidian's comments, highlights and block ids as Obsidian shows them", () => {
    expect(readGeneratorTags('A ==key point== here. %%private%%\nA quote to link to ^quote-1\n%%\nhidden\nlines\n%%\nEnd, and a == b stays.').markdown).toBe('A <mark>key point</mark> here. \nA quote to link to\nEnd, and a == b stays.');
  });

  it("shows <div class=\"mermaid\"> as mermaid code, and links other sites' embeds", () => {
    expect(readGeneratorTags('<div class="mermaid">\ngraph TD; A-->B;\n</div>').markdown).toBe('````mermaid\ngraph TD; A-->B;\n````');
    expect(readGeneratorTags('{% codepen https://codepen.io/ana/pen/abc %}').markdown).toBe('\n<https://codepen.io/ana/pen/abc>\n');
    expect(readGeneratorTags('{% gist https://gist.github.com/ana/0123abcd %}').markdown).toContain('<a href="https://gist.github.com/ana/0123abcd">');
    expect(readGeneratorTags('{% github d3/d3-geo %}').markdown).toContain('<a href="https://github.com/d3/d3-geo">');
  });

  it("shows Jekyll's image include as the picture it draws, and leaves other includes out", () => {
    expect(readGeneratorTags('{% include image.html url="/assets/map.png" description="The map" %}').markdown).toBe('\n<img src="/assets/map.png" alt="The map">\n');
    expect(readGeneratorTags('{% include toc.html %}').dropped).toEqual(['{% include toc.html %}']);
  });
});
