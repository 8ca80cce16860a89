// A row of tags; with `linked`, each goes to the blog filtered by that tag.
import { Link } from 'react-router-dom';

interface TagListProps {
  tags: readonly string[];
  linked?: boolean;
}

const tagClass = 'inline-block rounded-chip bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100 ring-inset';

export function TagList({ tags, linked = false }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Link to={`/blog?tag=${encodeURIComponent(tag)}`} className={`${tagClass} hover:bg-brand-100`}>
              {tag}
            </Link>
          ) : (
            <span className={tagClass}>{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
