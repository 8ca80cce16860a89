// An uploaded SVG is kept only as a drawing: an allowlist of SVG's shape, text, gradient, filter
// and structure elements and their presentation attributes. Removed, and named back to the owner:
// scripts, event handlers (on…), <foreignObject> (HTML inside the drawing), <style> elements,
// every element the list does not know, and any reference to another file or scheme
// (href/xlink:href other than "#id" or an embedded raster image, url(…) in a style). A file that
// declares XML entities, or that has no <svg> left after this, cannot be made safe and is refused.
// /media also serves SVG with a sandboxing CSP (content-media-route.ts); this is the other layer.
import sanitizeHtml from 'sanitize-html';

export class UnsafeSvgError extends Error {}

const SVG_TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'switch', 'a',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
];

const SVG_ATTRIBUTES = [
  'id', 'class', 'style', 'xmlns', 'xmlns:xlink', 'version', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'pathLength', 'transform', 'href', 'xlink:href', 'opacity',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'filter', 'filterUnits', 'primitiveUnits', 'color', 'display', 'visibility', 'overflow',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'stop-color', 'stop-opacity', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'marker-start', 'marker-mid', 'marker-end',
  'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'type', 'values', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent',
  'flood-color', 'flood-opacity', 'radius', 'role', 'aria-label', 'aria-hidden', 'focusable', 'xml:space', 'enable-background',
];
const ALLOWED_ATTRIBUTES = new Set(SVG_ATTRIBUTES);
const ALLOWED_TAGS = new Set(SVG_TAGS);

/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'foreignObject', 'iframe', 'object', 'embed', 'audio', 'video', 'canvas', 'noscript', 'textarea', 'animate', 'set', 'animateTransform', 'animateMotion', 'handler', 'listener'];

const EMBEDDED_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const EXTERNAL_STYLE = /url\s*\(\s*(?!['"]?#)|expression\s*\(|@import|javascript:/i;

export interface SanitizedSvg {
  svg: string;
  /** What was removed, in the owner's words ("the <script> element", "the onload attribute"). */
  removed: string[];
}

export function sanitizeSvg(source: string): SanitizedSvg {
  if (/<!ENTITY/i.test(source)) throw new UnsafeSvgError('it declares XML entities, which can hide content or expand without limit; export it again without a DOCTYPE');
  const removed = new Set<string>();
  let depthInDropped = 0;
  const svg = sanitizeHtml(source, {
    parser: { xmlMode: true, decodeEntities: true },
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    selfClosing: [],
    onOpenTag: (name) => {
      if (DROPPED_WITH_CONTENT.includes(name) || depthInDropped > 0) depthInDropped++;
    },
    onCloseTag: () => {
      if (depthInDropped > 0) depthInDropped--;
    },
    transformTags: {
      '*': (tagName, attribs) => {
        if (!ALLOWED_TAGS.has(tagName)) {
          if (depthInDropped <= 1) removed.add(`the <${tagName}> element`);
          return { tagName, attribs };
        }
        const kept: sanitizeHtml.Attributes = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) removed.add(`the ${name} attribute`);
          else if (!ALLOWED_ATTRIBUTES.has(name)) removed.add(`the ${name} attribute`);
          else if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#') && !(tagName === 'image' && EMBEDDED_RASTER.test(value.trim()))) removed.add(`a link to another file or scheme (${name})`);
          else if (name === 'style' && EXTERNAL_STYLE.test(value)) removed.add('a style that loads another file');
          else if (value.includes('url(') && !/^\s*url\(\s*['"]?#/.test(value) && name !== 'style') removed.add(`a reference to another file (${name})`);
          else kept[name] = value;
        }
        if (tagName === 'svg' && !kept.xmlns) kept.xmlns = 'http://www.w3.org/2000/svg';
        return { tagName, attribs: kept };
      },
    },
  }).trim();
  if (!/^<svg[\s>]/.test(svg)) throw new UnsafeSvgError('nothing drawable was left once scripts and links to other files were removed');
  return { svg, removed: [...removed] };
}
