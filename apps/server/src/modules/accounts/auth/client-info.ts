import type { FastifyRequest } from 'fastify';
import { deviceFingerprint, ipNetwork } from '../risk/risk-keys.ts';

/** What a sign-in knows about the client: stored with sessions and login attempts. */
export interface ClientInfo {
  ip: string;
  ipNetwork: string;
  deviceFingerprint: string;
  userAgent: string;
}

export const USER_AGENT_MAX = 512;

export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    ipNetwork: ipNetwork(request.ip) ?? request.ip,
    deviceFingerprint: deviceFingerprint(request.headers),
    userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
  };
}
