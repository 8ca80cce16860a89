// The console's images, listImages and uploadImage in the endpoint table
// (src/lib/api/console-endpoints.ts; docs/console-api.md); mounted by the console router behind its
// guard. An upload's body is the file's bytes, read here up to the limit and no further (the JSON
// parser leaves other types alone).
import { Router, type Request, type Response } from 'express';
import { MAX_IMAGE_BYTES } from '../../src/lib/api/admin-images';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { imageListQuerySchema, imageUploadQuerySchema } from '../../src/lib/schemas/image-upload';
import { ApiError } from '../api/api-error';
import { parseInput, type InputErrors } from '../api/request-input';
import { readCappedBody } from '../http/capped-body';
import { tooLargeMessage, type ImageUploads } from '../images/image-uploads';
import { consoleRoute } from './console-route';

const QUERY_ERRORS: Pick<InputErrors, 'invalid'> = {
  invalid: { code: 'invalid_image_request', message: (fields) => Object.values(fields).join(' ') },
};

export function imageRoutes({ images }: { images: ImageUploads }): Router {
  const router = Router();

  consoleRoute(router, consoleEndpoints.listImages, async (req, res) => {
    const { post } = parseInput(imageListQuerySchema, req.query, QUERY_ERRORS);
    res.set('Cache-Control', 'no-store').json(await images.list(post));
  });

  consoleRoute(router, consoleEndpoints.uploadImage, async (req, res) => {
    const { post, name } = parseInput(imageUploadQuerySchema, req.query, QUERY_ERRORS);
    const bytes = await readImageBody(req, res, name);
    res.status(201).json(await images.upload(post, name, bytes));
  });

  return router;
}

/** The request's body as an image's bytes, up to the limit (also the places' uploads, place-routes.ts). */
export async function readImageBody(req: Request, res: Response, name: string): Promise<Uint8Array> {
  const tooLarge = () => {
    // The rest of the body is not read: the connection ends with the answer.
    res.set('Connection', 'close');
    return new ApiError(413, 'image_too_large', tooLargeMessage(name));
  };
  if (Number(req.get('content-length')) > MAX_IMAGE_BYTES) throw tooLarge();
  if (req.is(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']) || req.readableEnded) {
    throw new ApiError(415, 'unsupported_media_type', "Send the image's bytes as the body (Content-Type: application/octet-stream or the image's own type), not JSON or a form.");
  }
  const body = await readCappedBody(req, MAX_IMAGE_BYTES).catch(() => {
    throw new ApiError(400, 'bad_request', 'The image could not be read: the upload was interrupted. Try again.');
  });
  if (body === null) throw tooLarge();
  return body;
}
