// Registers the site's service worker (sw.js at the site's root, so it covers the whole site, at any
// address or sub-path), which keeps the site for offline use; see templates/site/sw.js.j2.
// Registration waits for the page to load, so the first page never waits for it.

const ROOT = new URL("../../", import.meta.url);

function register() {
  navigator.serviceWorker.register(new URL("sw.js", ROOT), { scope: ROOT.pathname }).catch((failure) => {
    console.warn(`This site cannot be kept for offline use: ${failure.message}`);
  });
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
