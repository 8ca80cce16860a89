// Leads in the console: contact messages and template signups, newest first, as JSON for the tabs
// and as CSV for a spreadsheet; deleting one, or everything sent from one address, and an export
// of everything held about an address (the privacy page promises both on request). Their paths are
// the endpoint table's (src/lib/api/console-endpoints.ts; docs/console-api.md); mounted by the
// console router behind its guard. Lists read the files again when they were edited by hand.
import { Router, type Request, type Response } from 'express';
import * as z from 'zod/mini';
import type { LeadsDeleted, LeadsOfAddress } from '../../src/lib/api/leads';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { emailField } from '../../src/lib/schemas/lead-fields';
import { ApiError } from '../api/api-error';
import { parseInput } from '../api/request-input';
import type { LeadServices } from '../leads/lead-services';
import { sentFrom } from '../leads/lead-collection';
import { consoleRoute } from './console-route';
import { csvTable } from './csv-table';

const newestFirst = <T extends { submitted: string }>(items: readonly T[]) => [...items].sort((a, b) => b.submitted.localeCompare(a.submitted));

export function leadRoutes(leads: LeadServices): Router {
  const router = Router();
  const { contacts, signups } = leads;

  consoleRoute(router, consoleEndpoints.listContacts, async (_req, res) => {
    res.json(newestFirst(await contacts.current()));
  });
  consoleRoute(router, consoleEndpoints.contactsCsv, async (_req, res) => {
    const rows = newestFirst(await contacts.current()).map((item) => [item.submitted, item.name, item.email, item.service ?? '', item.message]);
    sendCsv(res, 'contact-messages', csvTable(['submitted', 'name', 'email', 'service', 'message'], rows));
  });
  consoleRoute(router, consoleEndpoints.listSignups, async (_req, res) => {
    res.json(newestFirst(await signups.current()));
  });
  consoleRoute(router, consoleEndpoints.signupsCsv, async (_req, res) => {
    const rows = newestFirst(await signups.current()).map((item) => [item.submitted, item.name, item.email]);
    sendCsv(res, 'signups', csvTable(['submitted', 'name', 'email'], rows));
  });

  consoleRoute(router, consoleEndpoints.deleteContact, async (req, res) => {
    if (!(await contacts.remove(req.params.id))) throw new ApiError(404, 'not_found', 'That message is not stored (it may have been deleted already). Reload the list.');
    res.status(204).end();
  });
  consoleRoute(router, consoleEndpoints.deleteSignup, async (req, res) => {
    if (!(await signups.remove(req.params.id))) throw new ApiError(404, 'not_found', 'That signup is not stored (it may have been deleted already). Reload the list.');
    res.status(204).end();
  });

  consoleRoute(router, consoleEndpoints.leadsOfAddress, async (req, res) => {
    const email = addressParam(req);
    const held: LeadsOfAddress = {
      email,
      exportedAt: new Date().toISOString(),
      contacts: newestFirst((await contacts.current()).filter(sentFrom(email))),
      signups: newestFirst((await signups.current()).filter(sentFrom(email))),
    };
    res.set({ 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="leads-${fileSafe(email)}.json"` }).json(held);
  });
  consoleRoute(router, consoleEndpoints.deleteLeadsOfAddress, async (req, res) => {
    const email = addressParam(req);
    const deleted: LeadsDeleted = { email, contacts: await contacts.removeFrom(email), signups: await signups.removeFrom(email) };
    res.json(deleted);
  });
  return router;
}

const addressQuery = z.object({ email: emailField });

function addressParam(req: Request): string {
  return parseInput(addressQuery, { email: req.query.email }, { invalid: { code: 'bad_email', message: () => 'Name the address in the query: ?email=someone@example.com' } }).email;
}

/** An address as part of a file name: letters, digits, dots, @, + and hyphens only. */
function fileSafe(email: string): string {
  return email.toLowerCase().replace(/[^a-z0-9.@+-]/g, '_');
}

function sendCsv(res: Response, name: string, csv: string): void {
  const date = new Date().toISOString().slice(0, 10);
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}-${date}.csv"` }).send(csv);
}
