// Registers the site's service worker (sw.js at the site's root, so it covers the whole site, at any
// address or sub-path), which keeps the site for offline use; see templates/site/sw.js.j2.
// Registration waits for the page to load, so the first page never waits for it; on a calculator page it
// waits for the engine to be up (engine.mjs), so the worker's first downloads never slow the first result.

import { ENGINE_SETTLED } from "./engine.mjs";

const ROOT = new URL("../../", import.meta.url);

function register() {
  navigator.serviceWorker.register(new URL("sw.js", ROOT), { scope: ROOT.pathname }).catch((failure) => {
    console.warn(`This site cannot be kept for offline use: ${failure.message}`);
  });
}

function registerWhenLoaded() {
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function registerWhenIdle() {
  const calculatorPage = document.querySelector('meta[name="pnp-engine"]') !== null;
  if (calculatorPage && window.pnp?.engineSettled !== true) window.addEventListener(ENGINE_SETTLED, registerWhenLoaded, { once: true });
  else registerWhenLoaded();
}

if ("serviceWorker" in navigator && window.isSecureContext) registerWhenIdle();
