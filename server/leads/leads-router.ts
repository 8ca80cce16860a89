// The lead endpoints: POST /api/contact (the contact form), POST /api/call-request (the /calendar
// form when the booking provider cannot load; stored as a contact message) and POST /api/signup
// (the /blueprint form's own copy of a newsletter signup). Each request goes: rate limit per address → JSON
// only → the shared zod schema → honeypot → stored on disk → answer; the owner's e-mail goes
// out after the answer. Client mistakes are 4xx with a message saying what to fix.
import { Router, type Request, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { requestAddressKey } from '../http/address-key';
import { callRequestSchema } from '../../src/lib/schemas/call-request';
import { contactSchema } from '../../src/lib/schemas/contact';
import { isHoneypotFilled } from '../../src/lib/schemas/lead-fields';
import { signupSchema } from '../../src/lib/schemas/signup';
import { ApiError } from '../api/api-error';
import { jsonContentOnly, objectInput, parseInput, type InputErrors, type InputSchema } from '../api/request-input';
import type { ContentIndex } from '../content/content-index';
import type { Logger } from '../logger';
import { CALL_REQUEST_SUCCESS, callRequestAsContact } from './call-request';
import type { LeadServices } from './lead-services';

export const RATE_WINDOW_MS = 15 * 60_000;
export const CONTACT_SUCCESS = "Thank you! I've received your message and will be in touch soon.";
export const SIGNUP_SUCCESS = 'Thank you for signing up!';

export interface LeadsRouterOptions extends LeadServices {
  /** Posts allowed per address per window, per form; 0 turns the limit off. */
  rateLimit: number;
  index: ContentIndex;
  logger: Logger;
}

function limiter(limit: number, what: string): RequestHandler {
  if (limit === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: RATE_WINDOW_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The visitor's address group, as every per-visitor limit counts it (IPv6 by /64).
    keyGenerator: (req) => requestAddressKey(req),
    handler: (_req, _res, next) =>
      next(new ApiError(429, 'rate_limited', `Too many ${what} from your address. Please wait 15 minutes and try again.`)),
  });
}

const requireJson = jsonContentOnly('Send the form as JSON, with the header Content-Type: application/json.');

const LEAD_INPUT: InputErrors = {
  notAnObject: { code: 'invalid_input', message: 'Send a JSON object with the form fields.' },
  invalid: { code: 'invalid_input', message: (fields) => `Please check these fields: ${Object.keys(fields).join(', ')}.` },
};

/** The request checked with the form's own schema; a failure names every field to fix. */
function parseLead<Output>(schema: InputSchema<Output>, req: Request): Output {
  return parseInput(schema, objectInput(req.body, LEAD_INPUT), LEAD_INPUT);
}

interface LeadFormOptions<Input, Lead> {
  /** How the log names the form. */
  form: string;
  schema: InputSchema<Input>;
  store: { add(request: Input): Promise<Lead> };
  /** The answer's message, to a person and to a bot alike. */
  success: string;
  logger: Logger;
  /** Runs once the answer is sent, with the stored lead. */
  afterAnswer?: (lead: Lead) => void;
}

/** One form's route after its limits: the form's schema → honeypot → stored on disk → the success answer. */
function leadForm<Input extends { website?: string | undefined }, Lead>({ form, schema, store, success, logger, afterAnswer }: LeadFormOptions<Input, Lead>): RequestHandler {
  return async (req, res) => {
    const request = parseLead(schema, req);
    // A bot is told it succeeded, so it has no reason to try harder.
    if (isHoneypotFilled(request.website)) {
      logger.info(`leads: ${form} honeypot filled; answered success, stored nothing`);
      res.json({ success: true, message: success });
      return;
    }
    const lead = await store.add(request);
    res.json({ success: true, message: success });
    afterAnswer?.(lead);
  };
}

export function leadsRouter({ contacts, signups, mailer, rateLimit: limit, index, logger }: LeadsRouterOptions): Router {
  const router = Router();
  router.use(['/contact', '/call-request', '/signup'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post(
    '/contact',
    limiter(limit, 'messages'),
    requireJson,
    leadForm({
      form: 'contact form',
      schema: contactSchema,
      store: contacts,
      success: CONTACT_SUCCESS,
      logger,
      afterAnswer: (message) => {
        if (mailer) void mailer.sendContact(message, index.getSettings().owner.email);
      },
    }),
  );
  router.post(
    '/call-request',
    limiter(limit, 'call requests'),
    requireJson,
    leadForm({
      form: 'call request form',
      schema: callRequestSchema,
      store: { add: (request) => contacts.add(callRequestAsContact(request)) },
      success: CALL_REQUEST_SUCCESS,
      logger,
      afterAnswer: (message) => {
        if (mailer) void mailer.sendContact(message, index.getSettings().owner.email);
      },
    }),
  );
  router.post('/signup', limiter(limit, 'signups'), requireJson, leadForm({ form: 'signup form', schema: signupSchema, store: signups, success: SIGNUP_SUCCESS, logger }));

  return router;
}
