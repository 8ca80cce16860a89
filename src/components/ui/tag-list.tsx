// A row of tags (.tag in src/styles.css); with `linked`, each goes to the blog filtered by that tag.
import { Link } from './site-link';

interface TagListProps {
  tags: readonly string[];
  linked?: boolean;
}


export function TagList({ tags, linked = false }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Link to={`/blog?tag=${encodeURIComponent(tag)}`} className="tag">
              {tag}
            </Link>
          ) : (
            <span className="tag">{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
