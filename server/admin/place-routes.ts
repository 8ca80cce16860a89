// The console's places (server/places/): their rows in the endpoint table
// (src/lib/api/console-endpoints.ts; docs/console-api.md) give the paths. Mounted by the console
// router behind its guard.
import { Router } from 'express';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { placeImageQuerySchema } from '../../src/lib/schemas/place-inputs';
import { parseInput, type InputErrors } from '../api/request-input';
import { readImageBody } from './image-routes';
import type { PlaceImages } from '../places/place-images';
import type { PlaceService } from '../places/place-service';
import { consoleRoute, parseBody } from './console-route';
import { deleteVersion, slugParam } from './route-params';

const PLACE_INPUT: Pick<InputErrors, 'invalid'> = {
  invalid: { code: 'invalid_place', message: (fields) => `Fix these fields: ${Object.entries(fields).map(([name, message]) => `${name}: ${message}`).join('; ')}` },
};

const IMAGE_QUERY: Pick<InputErrors, 'invalid'> = {
  invalid: { code: 'invalid_image_request', message: (fields) => Object.values(fields).join(' ') },
};

export function placeRoutes({ places, placeImages }: { places: PlaceService; placeImages: PlaceImages }): Router {
  const router = Router();
  consoleRoute(router, consoleEndpoints.listPlaceImages, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(placeImages.list());
  });
  consoleRoute(router, consoleEndpoints.uploadPlaceImage, async (req, res) => {
    const { name } = parseInput(placeImageQuerySchema, req.query, IMAGE_QUERY);
    const bytes = await readImageBody(req, res, name);
    res.status(201).json(await placeImages.upload(name, bytes));
  });
  consoleRoute(router, consoleEndpoints.listPlaces, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(places.list());
  });
  consoleRoute(router, consoleEndpoints.openPlace, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await places.open(req.params.place));
  });
  consoleRoute(router, consoleEndpoints.savePlace, async (req, res) => {
    const { values, version, commitMessage } = parseBody(consoleEndpoints.savePlace, req.body, PLACE_INPUT);
    res.json(await places.save(req.params.place, values, version, commitMessage || undefined));
  });
  consoleRoute(router, consoleEndpoints.listPlaceItems, (req, res) => {
    res.set('Cache-Control', 'no-store').json(places.items(req.params.place));
  });
  consoleRoute(router, consoleEndpoints.createPlaceItem, async (req, res) => {
    const { values, commitMessage } = parseBody(consoleEndpoints.createPlaceItem, req.body, PLACE_INPUT);
    res.status(201).json(await places.createItem(req.params.place, values, commitMessage || undefined));
  });
  consoleRoute(router, consoleEndpoints.openPlaceItem, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await places.openItem(req.params.place, slugParam(req)));
  });
  consoleRoute(router, consoleEndpoints.savePlaceItem, async (req, res) => {
    const { values, version, commitMessage } = parseBody(consoleEndpoints.savePlaceItem, req.body, PLACE_INPUT);
    res.json(await places.saveItem(req.params.place, slugParam(req), values, version, commitMessage || undefined));
  });
  consoleRoute(router, consoleEndpoints.deletePlaceItem, async (req, res) => {
    await places.removeItem(req.params.place, slugParam(req), deleteVersion(req.query));
    res.status(204).end();
  });
  return router;
}
