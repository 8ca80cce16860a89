// The schema's verdicts in our words: what was found and what to write instead, with an example
// for each field a person is likely to get wrong. Never the validation library's own phrasing.
import type { z } from 'zod';

const EXAMPLES: Record<string, string> = {
  title: 'title: My post',
  summary: 'summary: One or two sentences about the post.',
  description: 'description: One or two sentences for the card.',
  image: 'image: ./cover.png (a file beside this one) or /images/x.png',
  completionDate: 'completionDate: March 2025',
  componentPath: 'componentPath: real-estate-listings (a folder in templates/)',
  publishedAt: 'publishedAt: 2025-03-05',
  videoUrl: 'videoUrl: https://www.youtube-nocookie.com/embed/VIDEO_ID',
  tags: 'tags: [Mapping, Performance]',
  readTime: 'readTime: 7',
  email: 'email: you@example.com',
};

const describe = (value: unknown) => {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a group of fields';
  return JSON.stringify(value).slice(0, 60);
};

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const step of path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[step] : undefined;
  return value;
}

export function ourMessage(issue: z.core.$ZodIssue, data: unknown): string {
  const field = String(issue.path[issue.path.length - 1] ?? '');
  const example = EXAMPLES[field] ? ` (e.g. ${EXAMPLES[field]})` : '';
  const found = valueAt(data, issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'is not a field Folio knows (check the spelling); it stays in the file and is not used';
    case 'invalid_type':
      return found === undefined ? `is missing: add it${example}` : `found ${describe(found)}, expected ${issue.expected === 'string' ? 'text' : issue.expected}${example}`;
    case 'too_small':
      return found === '' || (Array.isArray(found) && found.length === 0) ? `is empty: write a value${example}` : `is too small: ${issue.message}${example}`;
    case 'invalid_format':
      return `found ${describe(found)}, which is not ${issue.format === 'url' ? 'a web address' : issue.format === 'email' ? 'an e-mail address' : `in the right form (${issue.format})`}${example}`;
    case 'invalid_union':
      return `found ${describe(found)}, which cannot be read here${example}`;
    default:
      // Our own refinements (custom) already speak in our words.
      return `${issue.message}${issue.code === 'custom' ? '' : example}`;
  }
}
