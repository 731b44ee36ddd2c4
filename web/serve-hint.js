// SPDX-License-Identifier: MIT
// A plain (not module) script, loaded by both pages: browsers do not run
// module scripts from file://, and the status line would say "loading" for
// ever; this one runs there and says why instead.
if (location.protocol === 'file:') {
  document.addEventListener('DOMContentLoaded', () => {
    const s = document.getElementById('status');
    s.textContent = 'this page must be served over HTTP (make serve, then open the address it prints): '
      + 'browsers do not run its module scripts from a file';
    s.className = 'status error';
  });
}
