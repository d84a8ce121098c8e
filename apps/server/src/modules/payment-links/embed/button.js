/* global document, window */
// Incasso's payment button (decision note 100). It runs on a merchant's own page, served from
// Incasso's origin: it only styles the links marked `data-incasso-button` and sends the payer to
// the link's page, with the amount when the snippet names one. It reads nothing of the page and
// calls nothing: without it the button is still a plain link that works.
(function () {
  'use strict';
  // Set through the CSSOM, which a host page's Content-Security-Policy allows where a <style>
  // element or a style attribute would need 'unsafe-inline'.
  var STYLE = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    padding: '10px 18px',
    borderRadius: '8px',
    background: '#0f766e',
    color: '#ffffff',
    font: '600 15px/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    textDecoration: 'none',
    cursor: 'pointer',
    border: '0',
    boxShadow: '0 1px 2px rgba(0,0,0,.15)',
  };

  function targetOf(link) {
    var url = new URL(link.href);
    var amount = link.getAttribute('data-incasso-amount');
    if (amount) url.searchParams.set('amount', amount);
    return url.toString();
  }

  function enhance(link) {
    if (link.getAttribute('data-incasso-ready')) return;
    link.setAttribute('data-incasso-ready', '1');
    for (var name in STYLE) link.style[name] = STYLE[name];
    link.addEventListener('click', function (event) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      window.location.assign(targetOf(link));
    });
  }

  function run() {
    var links = document.querySelectorAll('a[data-incasso-button]');
    for (var i = 0; i < links.length; i++) enhance(links[i]);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
})();
