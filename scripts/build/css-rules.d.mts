// Types for css-rules.mjs (the build's own code is plain JavaScript).
import type { CssRules } from '../../server/ssr/critical-css';

export function writeCssRules(css: string, file: string): Promise<CssRules>;
export function cssRules(css: string): CssRules;
export function compactStylesheet(css: string): string;
export function selectorNeeds(selectorList: string): string[][] | undefined;
