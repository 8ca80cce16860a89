/** Collapses every run of whitespace (newlines included) to one space: for commit messages, mail headers and front matter fields that must stay on one line. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
