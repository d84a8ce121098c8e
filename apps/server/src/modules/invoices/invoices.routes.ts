import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InvoiceCustomersSchema,
  InvoiceInputSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceParamsSchema,
  InvoiceSchema,
  InvoiceSettingsSchema,
  InvoiceSettingsViewSchema,
} from '@incasso/shared/invoices';
import { InvoiceFromPromptSchema, InvoicePromptSchema } from '@incasso/shared/invoice-prompt';
import { requireFeature } from '#server/plugins/auth.ts';
import { noteAudit } from '#server/plugins/merchant-audit.ts';
import { memberActor, merchantOf } from '#server/plugins/permissions.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { InvoiceDelivery } from './invoice-delivery.ts';
import type { InvoiceDocuments } from './invoice-documents.ts';
import type { InvoiceFromPromptReader } from './invoice-from-prompt.ts';
import type { InvoicesService } from './invoices.service.ts';

export interface InvoicesRoutesOptions {
  invoices: InvoicesService;
  delivery: InvoiceDelivery;
  documents: InvoiceDocuments;
  fromPrompt: InvoiceFromPromptReader;
}

/** `/api/invoices`: the merchant's invoices, for Plus and Premium (SPEC sections 2 and 6). */
export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (
  app,
  { invoices, delivery, documents, fromPrompt },
) => {
  app.addHook('onRequest', requireFeature('invoicing'));

  app.get(
    '/invoices',
    {
      config: { permission: 'invoices.read' },
      schema: { querystring: InvoiceListQuerySchema, response: { 200: InvoiceListSchema } },
    },
    async (request) => invoices.list(merchantOf(request), request.query),
  );

  app.post(
    '/invoices',
    {
      config: { permission: 'invoices.write' },
      schema: { body: InvoiceInputSchema, response: { 201: InvoiceSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await invoices.createDraft(merchantOf(request), request.body)),
  );

  app.post(
    '/invoices/from-prompt',
    {
      config: { permission: 'invoices.write' },
      preHandler: rateLimit('aiPromptsPerUser'),
      schema: { body: InvoicePromptSchema, response: { 200: InvoiceFromPromptSchema } },
    },
    async (request) => fromPrompt(merchantOf(request), request.body),
  );

  app.get(
    '/invoices/customers',
    {
      config: { permission: 'invoices.read' },
      schema: { response: { 200: InvoiceCustomersSchema } },
    },
    async (request) => invoices.customers(merchantOf(request)),
  );

  app.get(
    '/invoices/settings',
    {
      config: { permission: 'invoices.read' },
      schema: { response: { 200: InvoiceSettingsViewSchema } },
    },
    async (request) => invoices.settings(merchantOf(request)),
  );

  app.put(
    '/invoices/settings',
    {
      config: { permission: 'invoices.write' },
      schema: { body: InvoiceSettingsSchema, response: { 200: InvoiceSettingsViewSchema } },
    },
    async (request) => invoices.saveSettings(merchantOf(request), request.body),
  );

  app.get(
    '/invoices/:id',
    {
      config: { permission: 'invoices.read' },
      schema: { params: InvoiceParamsSchema, response: { 200: InvoiceSchema } },
    },
    async (request) => invoices.get(merchantOf(request), request.params.id),
  );

  app.patch(
    '/invoices/:id',
    {
      config: { permission: 'invoices.write' },
      schema: {
        params: InvoiceParamsSchema,
        body: InvoiceInputSchema,
        response: { 200: InvoiceSchema },
      },
    },
    async (request) => invoices.update(merchantOf(request), request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id',
    {
      config: { permission: 'invoices.write' },
      schema: { params: InvoiceParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await invoices.remove(merchantOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invoices/:id/send',
    {
      config: { permission: 'invoices.write' },
      // Sending and reminding both email the customer: counted per merchant and per recipient.
      preHandler: [
        async (request) => {
          const row = await invoices.owned(merchantOf(request), request.params.id);
          request.mailRecipient = row.customer.email;
        },
        rateLimit('invoiceEmailsPerUser', 'invoiceEmailsPerRecipient'),
      ],
      schema: { params: InvoiceParamsSchema, response: { 200: InvoiceSchema } },
    },
    async (request) => {
      const actor = memberActor(request);
      return delivery.send(actor.merchantId, request.params.id, actor.email);
    },
  );

  app.post(
    '/invoices/:id/mark-paid',
    {
      config: { permission: 'invoices.write' },
      schema: { params: InvoiceParamsSchema, response: { 200: InvoiceSchema } },
    },
    async (request) => invoices.markPaid(merchantOf(request), request.params.id),
  );

  app.post(
    '/invoices/:id/void',
    {
      config: { permission: 'invoices.write', audit: ['invoice.voided'] },
      schema: { params: InvoiceParamsSchema, response: { 200: InvoiceSchema } },
    },
    async (request) => {
      const voided = await invoices.void(merchantOf(request), request.params.id);
      noteAudit(request, 'invoice.voided', voided.number, {
        creditNote: voided.creditNoteNumber ?? '',
      });
      return voided;
    },
  );

  // The invoice's documents, and those of the credit note that voided it.
  for (const [path, kind] of [
    ['/invoices/:id', 'invoice'],
    ['/invoices/:id/credit-note', 'creditNote'],
  ] as const) {
    app.get(
      `${path}/pdf`,
      { config: { permission: 'invoices.read' }, schema: { params: InvoiceParamsSchema } },
      async (request, reply) => {
        const row = await invoices.owned(merchantOf(request), request.params.id);
        const pdf = await documents.pdf(row, kind);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${pdf.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf.content);
      },
    );

    app.get(
      `${path}/fatturapa`,
      { config: { permission: 'invoices.read' }, schema: { params: InvoiceParamsSchema } },
      async (request, reply) => {
        const row = await invoices.owned(merchantOf(request), request.params.id);
        const xml = await documents.fatturapa(row, kind);
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${xml.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(xml.content);
      },
    );
  }
};
