// The error shape every API answer uses: a stable code for programs, a message
// for people, field messages for a 400. Unknown failures become a generic 500.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { LinkInPathError } from '../files/contained-write';
import type { Logger } from '../logger';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);

export const apiNotFoundHandler: RequestHandler = (req, _res, next) => {
  next(new ApiError(404, 'not_found', `No API endpoint at ${req.method} ${req.path}`));
};

export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof ApiError) {
      res.status(error.status).json({ success: false, code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) });
      return;
    }
    // A link where a write would go: the owner's to fix, never a crash. The console is told
    // which link and what to do; a visitor's form is not shown the site's folders (the log is).
    if (error instanceof LinkInPathError) {
      if (req.get('authorization') !== undefined) {
        res.status(409).json({ success: false, code: error.code, message: error.message, path: error.where });
        return;
      }
      logger.warn(`api: ${req.method} ${req.path} wrote nothing: ${error.message}`);
      res.status(409).json({ success: false, code: 'not_stored', message: 'This could not be stored right now because of a problem with the site’s storage. The site owner can see it in the log; please try again later or write by e-mail.' });
      return;
    }
    // body-parser and friends mark client mistakes (bad JSON, too large) with a 4xx status.
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = status === 413 ? 'Request body is too large' : 'The request could not be read';
      res.status(status).json({ success: false, code: 'bad_request', message });
      return;
    }
    logger.error(`api: ${req.method} ${req.path} failed`, error);
    res.status(500).json({ success: false, code: 'internal', message: 'Something went wrong on our side. Please try again.' });
  };
}
