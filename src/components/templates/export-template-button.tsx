// 'Export Template': fetches the template's zip, saves it as {slug}.zip and
// says how it went in a toast. Props only, JSON: it is the export-template island
// (src/islands/export-template.island.tsx), which adds the outlet its toasts show in.
import { useState } from 'react';
import { apiRequest } from '../../lib/api/api-client';
import { toast } from '../../lib/toast';
import { saveDownload } from '../../lib/save-download';

export async function exportTemplate(slug: string): Promise<void> {
  const response = await apiRequest<unknown>(`/api/templates/${encodeURIComponent(slug)}/export`);
  // A zip is not JSON, so the data layer hands back the raw response.
  if (!(response instanceof Response)) throw new Error('The export did not answer with a file');
  saveDownload(await response.blob(), `${slug}.zip`);
}

export type ExportTemplateButtonProps = { slug: string; className: string };

export function ExportTemplateButton({ slug, className }: ExportTemplateButtonProps) {
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    try {
      await exportTemplate(slug);
      toast({ title: 'Success', description: 'Template exported successfully!' });
    } catch {
      toast({ title: 'Error', description: 'Failed to export template', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={onClick} disabled={busy} aria-busy={busy} className={`${className} disabled:cursor-wait disabled:opacity-70`}>
      Export Template
    </button>
  );
}
