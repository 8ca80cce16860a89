// A deliberately small Markdown renderer for case studies and posts: ## and ### headings,
// paragraphs, "- " lists, **bold**, `code` and [links](https://…). It builds React elements,
// never HTML strings, so no content can inject markup. Swap in a full library if you need more.
import { Fragment, type ReactNode } from 'react';

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`')) return <code key={i} className="rounded bg-slate-100 px-1 py-0.5 text-sm">{part.slice(1, -1)}</code>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link && /^(https?:|mailto:|#|\/)/.test(link[2] ?? '')) {
      return (
        <a key={i} href={link[2]} className="font-medium text-amber-800 underline">
          {link[1]}
        </a>
      );
    }
    return <Fragment key={i}>{part}</Fragment>;
  });
}

export function Markdown({ source }: { source: string }) {
  const blocks = source.trim().split(/\n\s*\n/);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-700">
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (block.startsWith('### ')) return <h3 key={i} className="pt-2 text-xl font-semibold text-slate-900">{inline(block.slice(4))}</h3>;
        if (block.startsWith('## ')) return <h2 key={i} className="pt-4 text-2xl font-bold text-slate-900">{inline(block.slice(3))}</h2>;
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={i} className="list-disc space-y-1 pl-6">
              {lines.map((line, j) => (
                <li key={j}>{inline(line.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}
