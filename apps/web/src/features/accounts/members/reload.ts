/**
 * After the session acts for another merchant (a switch, a join, leaving), the whole page loads
 * again: every query, the socket's rooms, the plan's features and the role's permissions are
 * the new merchant's, with nothing of the old one left in memory.
 */
export function reloadAs(path: string): void {
  window.location.assign(path);
}
