// SPDX-License-Identifier: MIT
// Calls onChange whenever the device pixel ratio changes, which it can do
// without a resize (the window moved to another screen, the browser
// zoomed): a media query matches only the current ratio, says when it
// stops matching, and is then asked again for the new one. Both pages
// re-lay out their canvas with it.
export function watchPixelRatio(onChange) {
  const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  query.addEventListener('change', () => { onChange(); watchPixelRatio(onChange); }, { once: true });
}
