// A list whose every item starts with a check mark (decorative: screen readers hear the list and
// its items alone). The service cards, what every project includes and the blueprint's promises
// use it; each passes its own spacing, and a mark on a tinted fill its darker colour.

interface CheckListProps {
  items: readonly string[];
  /** The list's own classes (spacing, text, columns). */
  className: string;
  /** Space between the mark and the text. */
  gap?: 'gap-2' | 'gap-3';
  /** The mark's colour: brand-700 on a brand-50 fill, where brand-600 is too light. */
  markClassName?: 'text-brand-600' | 'text-brand-700';
}

export function CheckList({ items, className, gap = 'gap-2', markClassName = 'text-brand-600' }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item, position) => (
        <li key={position} className={`flex ${gap}`}>
          <span aria-hidden="true" className={markClassName}>
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
