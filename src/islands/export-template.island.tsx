// The template page's 'Export Template' button as an island: it starts at the visitor's first
// touch of it (the loader replays the click once it has), and shows its toasts itself: no other
// React runs on the page to show them (island-toaster.tsx).
import { ExportTemplateButton, type ExportTemplateButtonProps } from '../components/templates/export-template-button';
import { IslandToaster } from '../components/ui/island-toaster';
import { defineIsland } from './define-island';

function ExportTemplate(props: ExportTemplateButtonProps) {
  return (
    <>
      <ExportTemplateButton {...props} />
      <IslandToaster />
    </>
  );
}

export default defineIsland('export-template', ExportTemplate);
