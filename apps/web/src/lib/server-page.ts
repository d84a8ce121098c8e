/**
 * Pages the server renders (the pay page, decision note 038) are not routes of this app: the
 * router would send them to its catch-all. They are opened with a full page load, through this
 * object so a test can watch the call (jsdom cannot navigate).
 */
export const serverPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
