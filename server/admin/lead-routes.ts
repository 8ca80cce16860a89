// Leads in the console: contact messages and template signups, newest first,
// as JSON for the tabs and as CSV for a spreadsheet. Behind the bearer like every console call.
//   GET /api/admin/leads/contacts(.csv)   GET /api/admin/leads/signups(.csv)
import { Router, type Response } from 'express';
import type { LeadServices } from '../leads/lead-services';
import type { AdminAuth } from '../auth/admin-auth';
import { csvTable } from './csv-table';
import { requireAdmin } from './require-admin';

const newestFirst = <T extends { submitted: string }>(items: readonly T[]) => [...items].sort((a, b) => b.submitted.localeCompare(a.submitted));

export function leadRoutes(auth: AdminAuth, leads: LeadServices): Router {
  const router = Router();
  router.use('/admin/leads', requireAdmin(auth));

  router.get('/admin/leads/contacts', (_req, res) => {
    res.json(newestFirst(leads.contacts.list()));
  });
  router.get('/admin/leads/contacts.csv', (_req, res) => {
    const rows = newestFirst(leads.contacts.list()).map((item) => [item.submitted, item.name, item.email, item.service ?? '', item.message]);
    sendCsv(res, 'contact-messages', csvTable(['submitted', 'name', 'email', 'service', 'message'], rows));
  });

  router.get('/admin/leads/signups', (_req, res) => {
    res.json(newestFirst(leads.signups.list()));
  });
  router.get('/admin/leads/signups.csv', (_req, res) => {
    const rows = newestFirst(leads.signups.list()).map((item) => [item.submitted, item.name, item.email]);
    sendCsv(res, 'signups', csvTable(['submitted', 'name', 'email'], rows));
  });

  return router;
}

function sendCsv(res: Response, name: string, csv: string): void {
  const date = new Date().toISOString().slice(0, 10);
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}-${date}.csv"` }).send(csv);
}
