// The template demo as an island: a template's own component, run in the browser from its own
// chunk. The template page and the full-window viewer start it at once; no other page has one
// (the home page's and the list's cards are links).
import { TemplateDemo } from '../components/templates/template-demo';
import { defineIsland } from './define-island';

export default defineIsland('template-demo', TemplateDemo);
