import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantAuditAction } from '@incasso/shared/members';
import { memberActor, type MemberActor } from './permissions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The sensitive actions the route may record in the merchant's own audit log (decision
     * note 097): its handler says which, in words, with `noteAudit`.
     */
    audit?: readonly MerchantAuditAction[];
  }
  interface FastifyRequest {
    auditNote: AuditNote | null;
  }
}

export interface AuditNote {
  action: MerchantAuditAction;
  /** What was acted on, as shown: a wallet's name, a key's name, an endpoint's URL. */
  subject: string | null;
  details?: Record<string, string>;
}

export type RecordAudit = (actor: MemberActor, note: AuditNote) => Promise<void>;

/** What the handler did, for the audit log; written only once the route answers with success. */
export function noteAudit(
  request: FastifyRequest,
  action: MerchantAuditAction,
  subject: string | null,
  details?: Record<string, string>,
): void {
  if (!request.routeOptions.config.audit?.includes(action)) {
    throw new Error(`${request.routeOptions.url ?? ''} does not declare audit ${action}`);
  }
  request.auditNote = { action, subject, details };
}

/**
 * Writes the handler's note when the route answers with success, as the response leaves: the
 * modules that do sensitive things (wallets, developer, billing, invoices) are built before
 * the accounts module that keeps the log, so they declare and note, and this writes. A write
 * that fails is logged rather than turned into an error: the action itself is done.
 */
export function registerMerchantAudit(app: FastifyInstance, record: RecordAudit): void {
  app.decorateRequest('auditNote', null);
  const write = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const note = request.auditNote;
    if (note && reply.statusCode < 300) {
      await record(memberActor(request), note).catch((error: unknown) => {
        request.log.error({ err: error, action: note.action }, 'merchant audit not written');
      });
    }
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const config = route.config as { audit?: readonly MerchantAuditAction[] } | undefined;
    if (!config?.audit?.length) return;
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...own, write];
  });
}
