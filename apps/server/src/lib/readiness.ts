/**
 * Whether this process should still be sent new work. A shutdown drains first: `/api/ready`
 * answers 503 while requests are still served, so a load balancer or an orchestrator moves
 * traffic elsewhere before the listener closes.
 */
export function createReadiness() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain(): void {
      draining = true;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
