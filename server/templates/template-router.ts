// The template library's own endpoints: GET /api/templates/{slug}/export streams the
// template's folder as {slug}.zip, and GET /api/templates/{slug}/assets/{file} serves the
// files of its public/ folder to the live demo and the viewer. The slug is checked with isSlug
// and looked up in the index before it names anything; the folder is the entry's componentPath.
import { ZipArchive } from 'archiver';
import { Router, type NextFunction, type Request, type Response } from 'express';
import path from 'node:path';
import { resolveWithoutLinks } from '../content/no-follow-read';
import { isSlug } from '../../src/lib/slug';
import { ApiError, notFound } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import type { Logger } from '../logger';
import { listTemplateFiles } from './template-files';

export interface TemplateRouterOptions {
  index: ContentIndex;
  /** The folder holding one folder per template (componentPath). */
  templatesDir: string;
  logger: Logger;
}

/** One path segment of a public file: no leading dot, so never '..' or a hidden file. */
const FILE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export function templateRouter({ index, templatesDir, logger }: TemplateRouterOptions): Router {
  const router = Router();

  /** The template's folder, or a 404 for a slug that is malformed or not in the index. */
  function templateFolder(slug: string): string {
    const template = isSlug(slug) ? index.getTemplate(slug) : undefined;
    if (!template || !isSlug(template.componentPath)) throw notFound('Template');
    return path.join(templatesDir, template.componentPath);
  }

  router.get('/templates/:slug/export', async (req: Request<{ slug: string }>, res: Response, next: NextFunction) => {
    try {
      const { slug } = req.params;
      const dir = templateFolder(slug);
      const files = await listTemplateFiles(dir);
      if (files.length === 0) throw new ApiError(404, 'not_found', `Template "${slug}" has no files to export`);

      res.status(200).set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${slug}.zip"`,
        'Cache-Control': 'no-store',
      });
      const archive = new ZipArchive({ zlib: { level: 9 } });
      // Once bytes are on the wire the status cannot change: a failure cuts the download short,
      // which the browser reports as failed rather than saving a broken zip.
      archive.on('error', (error: Error) => {
        logger.error(`templates: export of ${slug} failed`, error);
        res.destroy(error);
      });
      res.on('close', () => {
        if (!res.writableFinished) archive.abort();
      });
      archive.pipe(res);
      for (const file of files) archive.file(path.join(dir, file), { name: `${slug}/${file}` });
      await archive.finalize();
    } catch (error) {
      if (!res.headersSent) next(error);
    }
  });

  router.get('/templates/:slug/assets/{*file}', async (req: Request<{ slug: string; file: string[] }>, res: Response, next: NextFunction) => {
    try {
      const publicDir = path.join(templateFolder(req.params.slug), 'public');
      // An empty splat ('…/assets/') arrives as no segments at all.
      const segments = req.params.file ?? [];
      if (segments.length === 0 || !segments.every((segment) => FILE_SEGMENT.test(segment))) throw notFound('File');
      // A link in the folder (or as the file) is never followed: it answers 404 like a missing file.
      const file = await resolveWithoutLinks(publicDir, segments.join('/')).catch(() => null);
      if (!file) throw notFound('File');
      res.sendFile(file, { dotfiles: 'deny', maxAge: '1d' }, (error) => {
        if (error && !res.headersSent) next(notFound('File'));
      });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
