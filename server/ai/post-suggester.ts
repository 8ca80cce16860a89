// 'Generate with AI': suggestions for the post fields from its text. With an
// OpenAI-compatible provider configured it asks that provider for a JSON answer and validates
// it; without one it uses the built-in analyzer. A provider failure is reported, not hidden
// behind the analyzer, so a wrong key or model is noticed.
import OpenAI from 'openai';
import { postSuggestionSchema, type PostSuggestion } from '../../src/lib/schemas/blog-post';
import { slugify } from '../../src/lib/slug';
import type { Logger } from '../logger';
import { analyzeContent, plainText } from './content-analyzer';

/** The post's text: `content` is plain text (spec §7); `source`, when sent, the body as written (HTML or Markdown). */
export interface SuggestionInput {
  content: string;
  source?: string;
}

export interface PostSuggester {
  /** Which suggester answers: shown in logs and the console. */
  readonly source: 'openai' | 'built-in';
  suggest(input: SuggestionInput): Promise<PostSuggestion>;
}

export class SuggestionError extends Error {}

export interface SuggesterOptions {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  logger: Logger;
  timeoutMs?: number;
}

/** Text sent to a provider at most: enough for a summary, bounded in cost. */
const MAX_PROMPT_CHARS = 12_000;

const SYSTEM_PROMPT = [
  'You help a freelance developer publish blog posts. From the post text the user sends, suggest its metadata.',
  'Answer with one JSON object and nothing else, with these string fields: title (5 to 70 characters), slug',
  '(lowercase letters, digits and hyphens), summary (one or two sentences, 20 to 220 characters), metaTitle (at most',
  '60 characters), metaDescription (at most 155 characters), metaKeywords (comma-separated), and tags (an array of',
  '2 to 5 short strings). Write in the language of the post. Do not invent facts that are not in the text.',
].join(' ');

export function createPostSuggester(options: SuggesterOptions): PostSuggester {
  // The built-in analyzer reads the body's structure when it has it: headings make titles.
  if (!options.apiKey) return { source: 'built-in', suggest: async ({ content, source }) => analyzeContent(source ?? content) };
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 30_000, maxRetries: 1 });
  return {
    source: 'openai',
    async suggest({ content }) {
      // Plain text is sent as it is ("C#" stays); a script that still sends HTML has its tags stripped.
      const text = (/<[a-z!/]/i.test(content) ? plainText(content) : content.replace(/\s+/g, ' ').trim()).slice(0, MAX_PROMPT_CHARS);
      let answer: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          response_format: { type: 'json_object' },
          temperature: 0.3,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: text },
          ],
        });
        answer = completion.choices[0]?.message?.content;
      } catch (error) {
        options.logger.error('ai: the provider request failed', error);
        throw new SuggestionError('the provider request failed');
      }
      return normalise(parseAnswer(answer, options.logger));
    },
  };
}

function parseAnswer(answer: string | null | undefined, logger: Logger): PostSuggestion {
  let json: unknown;
  try {
    json = JSON.parse(answer ?? '');
  } catch {
    logger.warn(`ai: the provider answered something that is not JSON: ${String(answer).slice(0, 200)}`);
    throw new SuggestionError('the provider did not answer JSON');
  }
  const parsed = postSuggestionSchema.safeParse(json);
  if (!parsed.success) {
    logger.warn(`ai: the provider's JSON has the wrong shape: ${JSON.stringify(parsed.error.issues).slice(0, 300)}`);
    throw new SuggestionError('the provider answered the wrong shape');
  }
  return parsed.data;
}

/** Trims every field, drops empty ones, makes the slug a valid slug and the tags unique. */
function normalise(suggestion: PostSuggestion): PostSuggestion {
  const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;
  const title = clean(suggestion.title);
  const slug = slugify(clean(suggestion.slug) ?? title ?? '').slice(0, 80).replace(/-+$/, '') || undefined;
  const tags = [...new Set((suggestion.tags ?? []).map((tag) => tag.replace(/\s+/g, ' ').trim()).filter(Boolean))].slice(0, 8);
  const result: PostSuggestion = {
    title,
    slug,
    summary: clean(suggestion.summary),
    metaTitle: clean(suggestion.metaTitle),
    metaDescription: clean(suggestion.metaDescription),
    metaKeywords: clean(suggestion.metaKeywords),
    tags: tags.length > 0 ? tags : undefined,
    authorName: clean(suggestion.authorName),
  };
  for (const key of Object.keys(result) as (keyof PostSuggestion)[]) if (result[key] === undefined) delete result[key];
  return result;
}
