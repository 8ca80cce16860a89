// 'Download App Building Template', shown after a signup. The document is a separate chunk, fetched as soon
// as the button shows, so the page's own script stays small and the click saves at once.
import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { saveTextDownload } from '../../lib/save-download';

type TemplateModule = typeof import('../../lib/app-building-template');
const loadTemplate = () => import('../../lib/app-building-template');

export function TemplateDownloadButton({ className }: { className: string }) {
  const template = useRef<Promise<TemplateModule> | null>(null);
  useEffect(() => {
    template.current = loadTemplate();
    // An unhandled rejection is only a failed prefetch: the click retries.
    template.current.catch(() => (template.current = null));
  }, []);

  const download = async () => {
    try {
      template.current ??= loadTemplate();
      const { APP_BUILDING_TEMPLATE, APP_BUILDING_TEMPLATE_FILE_NAME } = await template.current;
      saveTextDownload(APP_BUILDING_TEMPLATE, APP_BUILDING_TEMPLATE_FILE_NAME);
    } catch {
      template.current = null;
      toast({ title: 'Error', description: 'The template could not be downloaded. Check your connection and try again.', variant: 'destructive' });
    }
  };

  return (
    <button type="button" className={className} onClick={() => void download()}>
      Download App Building Template
    </button>
  );
}
