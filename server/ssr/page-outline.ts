// The outline of a rendered page that its critical CSS is chosen from (critical-css.ts): each
// element's class names, id and tag in document order, and the places between block siblings
// inside <main> where the page may be cut (the part after a cut waits for the whole
// stylesheet). A few regular expressions over the HTML React wrote, not an HTML parser: the
// server's own markup is regular, and a page that confuses this only gets more CSS.

export interface OutlineElement {
  /** Offset of the element's `<` in the HTML. */
  at: number;
  /** `.class`, `#id` and the tag name. */
  tokens: string[];
  /** Its style attribute, whose `var(--x)` reads keep those custom properties. */
  style: string;
  /** The page may be cut just before this element. */
  cut: boolean;
}

export interface PageOutline {
  /** Elements of <head> and the <html>/<body> tags themselves. */
  always: string[];
  elements: OutlineElement[];
}

const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`);
const CLASS = ATTRIBUTE('class');
const ID = ATTRIBUTE('id');
const STYLE = ATTRIBUTE('style');
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose text is not markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** Parents between whose children a stylesheet link may sit without changing the layout of what is above it. */
const CUT_PARENTS = new Set(['main', 'section', 'article', 'div']);
/**
 * Boxes that lay their children out side by side (a grid, columns, a table, a flex row at any
 * width): a child drawn before its siblings arrive would move when they do (a layout shift), and
 * the page's largest image may be one of them. A flex column only stacks them, as blocks do.
 */
const SIDE_BY_SIDE = /(?:^|\s|:)(?:grid|inline-grid|columns-\S+|table)(?=\s|$)/;
const FLEX = /(?:^|\s|:)(?:flex|inline-flex)(?=\s|$)/;
const FLEX_COLUMN_ONLY = (classes: string) => /(?:^|\s)flex-col(?=\s|$)/.test(classes) && !/:flex-row(?=\s|$)/.test(classes);
const laysOutSideBySide = (classes: string) => SIDE_BY_SIDE.test(classes) || (FLEX.test(classes) && !FLEX_COLUMN_ONLY(classes));
/** Not drawn until a script shows them, and the scripts run after the whole stylesheet (decision 103). */
const HIDDEN_UNTIL_SCRIPT = (tag: string, attributes: string) => (tag === 'dialog' && !/\sopen[\s=/]|\sopen$/.test(attributes)) || tag === 'template';
/** A cut may not fall inside these: an island hydrates its own markup, which must stay as rendered. */
const NO_CUT_INSIDE = new Set(['folio-island', 'dialog', 'template', 'table', 'p', 'ul', 'ol', 'pre', 'a', 'button', 'form', 'label', 'select']);
/** Nor inside a rendered body (RichText): the content's markup stays as it was written. */
const RICH_TEXT = ATTRIBUTE('data-rich-text');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
function decode(value: string): string {
  return value.includes('&') ? value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!) : value;
}

const attribute = (pattern: RegExp, attributes: string) => {
  const match = pattern.exec(attributes);
  return match ? decode(match[1] ?? match[2] ?? '') : undefined;
};

export function pageOutline(html: string): PageOutline {
  const always = new Set<string>();
  const elements: OutlineElement[] = [];
  const open: { tag: string; hidden?: boolean; noCut?: boolean; cutInside?: boolean }[] = [];
  let hiddenDepth = 0; // > 0 inside a closed <dialog> or a <template>
  let noCut = 0; // how many open elements forbid a cut inside them
  let inMain = false;
  let inBody = false;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [, closing, rawName, attributes = ''] = match;
    const tag = rawName!.toLowerCase();
    if (closing) {
      const index = open.findLastIndex((element) => element.tag === tag);
      if (index === -1) continue;
      for (const element of open.splice(index)) {
        if (element.hidden) hiddenDepth -= 1;
        if (element.noCut) noCut -= 1;
        if (element.tag === 'main') inMain = false;
      }
      continue;
    }
    if (tag === 'body') inBody = true;
    const tokens = [tag];
    const classes = attribute(CLASS, attributes);
    if (classes) for (const name of classes.split(/\s+/)) if (name) tokens.push(`.${name}`);
    const id = attribute(ID, attributes);
    if (id) tokens.push(`#${id}`);
    const hidden = HIDDEN_UNTIL_SCRIPT(tag, attributes);
    if (!inBody || tag === 'html' || tag === 'body') {
      for (const token of tokens) always.add(token);
    } else if (hiddenDepth === 0 && !hidden) {
      const parent = open[open.length - 1];
      const cut = inMain && noCut === 0 && parent?.cutInside === true;
      elements.push({ at: match.index, tokens, style: attribute(STYLE, attributes) ?? '', cut });
    }
    if (tag === 'main') inMain = true;
    if (RAW_TEXT.has(tag)) {
      const end = html.indexOf(`</${tag}`, TAG.lastIndex);
      if (end !== -1) TAG.lastIndex = end;
      continue; // its closing tag is read next, and closes nothing that is open
    }
    if (VOID.has(tag) || attributes.endsWith('/')) continue;
    // Nor anywhere inside a box that lays its children out together: a child growing as the
    // rest arrives would move its siblings (centred in a row, stretched in a grid).
    const forbidsCut = NO_CUT_INSIDE.has(tag) || RICH_TEXT.test(attributes) || laysOutSideBySide(classes ?? '');
    if (hidden) hiddenDepth += 1;
    if (forbidsCut) noCut += 1;
    open.push({ tag, hidden, noCut: forbidsCut, cutInside: CUT_PARENTS.has(tag) });
  }
  return { always: [...always], elements };
}
