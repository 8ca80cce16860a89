// The template page's 'Export Template' button as an island: it starts at the visitor's first
// touch of it (the loader replays the click once it has). Its toasts mount their own outlet
// (src/lib/toast.ts), as every island's do.
import { ExportTemplateButton } from '../components/templates/export-template-button';
import { defineIsland } from './define-island';

export default defineIsland('export-template', ExportTemplateButton);
