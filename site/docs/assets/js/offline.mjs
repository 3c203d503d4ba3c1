// The site for offline play, and always current: registers the service worker (sw.js at the site's root, so
// it covers the whole site at any address or sub-path; see templates/site/sw.js.j2), and
//
// - binds the "Keep for offline play" bar at the foot of every page: it has the worker keep every file (the
//   engine and the card pictures included) and shows its progress; a site installed to a home screen is
//   kept whole by itself;
// - says when a new version of the site is ready, with a "Reload" that lets the new worker take over (until
//   then every page of the visit comes from the version it started with, never a mix of two);
// - shows a short note, offline, in place of a picture that was not kept.
//
// Registration waits for the page to load, so the first page never waits for it; on a calculator page it
// waits for the engine's first result (engine.mjs), so the worker's first downloads never slow it.

import { ENGINE_SETTLED, afterFirstResult } from "./engine.mjs";
import { h } from "./dom.mjs";

const ROOT = new URL("../../", import.meta.url);
/** Instant navigation loads no page the browser would check the worker for: check at most once a minute. */
const UPDATE_CHECK_MS = 60000;
/** How long a calculator page waits for its first result, once the engine is up, before registering anyway. */
const FIRST_RESULT_WAIT_MS = 5000;

let registration = null;
let lastCheck = 0;
let reloading = false;

function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

// ── Keeping the site ────────────────────────────────────────────────────────────────────────────────────

/** Every "keep for offline play" bar of the page: [{bar, button, status}]. */
function keepBars() {
  return [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".pnp-keep"))].map((bar) => ({
    bar, button: /** @type {HTMLButtonElement} */ (bar.querySelector("button")),
    status: /** @type {HTMLElement} */ (bar.querySelector(".pnp-keep-status")),
  }));
}

function showKept(text, busy = false) {
  for (const { bar, button, status } of keepBars()) {
    bar.hidden = false;
    status.textContent = text;
    button.disabled = busy;
  }
}

function describe(kept) {
  if (kept.all) return `Kept on this device: the whole site works offline (${megabytes(kept.totalBytes)}).`;
  return `Pages kept for offline reading; calculators and card pictures once opened (${megabytes(kept.bytes)} ` +
    `of ${megabytes(kept.totalBytes)}).`;
}

function onWorkerMessage(event) {
  const message = event.data || {};
  if (message.type === "pnp-keep-progress") showKept(`Keeping the site: ${message.done} of ${message.total} files…`, true);
  else if (message.type === "pnp-kept") {
    document.documentElement.dataset.pnpKeptAll = String(message.all);
    showKept(describe(message));
  } else if (message.type === "pnp-keep-failed") showKept(`Not everything could be kept (${message.message}). Try again online.`);
}

/** Ask the worker to keep every file (and the browser not to evict them). */
async function keepAll() {
  showKept("Keeping the site…", true);
  navigator.storage?.persist?.().catch(() => {});
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage("keep-all");
}

function bindKeepBars() {
  for (const { bar, button } of keepBars()) {
    if (bar.dataset.bound) continue;
    bar.dataset.bound = "true";
    button.addEventListener("click", keepAll);
  }
  navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage("status"));
}

/** A site installed to a home screen (or opened from one) is kept whole, without a tap. */
function keepWhenInstalled() {
  window.addEventListener("appinstalled", keepAll);
  const standalone = matchMedia("(display-mode: standalone)").matches || navigator.standalone === true;
  if (standalone) navigator.serviceWorker.ready.then(() => {
    if (document.documentElement.dataset.pnpKeptAll !== "true") keepAll();
  });
}

// ── A new version ───────────────────────────────────────────────────────────────────────────────────────

function showUpdate() {
  if (document.querySelector(".pnp-update")) return;
  const button = h("button", { type: "button", class: "pnp-button pnp-primary", onclick: applyUpdate }, "Reload");
  document.body.append(h("div", { class: "pnp-update", role: "status" },
    h("span", {}, "A new version of this site is ready."), button));
}

/** Let the waiting worker take over; the page reloads when it has (see `controllerchange`). */
export function applyUpdate() {
  const waiting = registration?.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  reloading = true;
  waiting.postMessage("skip-waiting");
}

function watchForUpdates() {
  const waitingOne = () => registration.waiting && navigator.serviceWorker.controller;
  if (waitingOne()) showUpdate();
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) showUpdate();
    });
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
}

/** Take the server's newest build now: the new worker installs and takes over, and the page reloads. */
export async function updateNow() {
  registration ??= await navigator.serviceWorker?.getRegistration(ROOT.href) ?? null;
  if (!registration) {
    location.reload();
    return;
  }
  await registration.update().catch(() => {});
  const installing = registration.installing;
  if (installing) {
    await new Promise((resolve) => installing.addEventListener("statechange", () => {
      if (installing.state !== "installing") resolve();
    }));
  }
  applyUpdate();
}

/** Ask the server for a new build now and then: on a page change, at most once a minute. */
function checkForUpdate() {
  if (!registration || performance.now() - lastCheck < UPDATE_CHECK_MS) return;
  lastCheck = performance.now();
  registration.update().catch(() => {});
}

// ── Pictures offline ────────────────────────────────────────────────────────────────────────────────────

/** In place of a picture that could not be loaded, a box of its size with a note saying why. */
function noteMissing(image) {
  if (image.hidden || !image.closest(".md-content")) return;
  const why = navigator.onLine ? "This picture could not be loaded." : "Not kept for offline use.";
  const note = h("span", { class: "pnp-missing-picture", role: "img", "aria-label": `${image.alt}: ${why}` },
    h("span", { "aria-hidden": "true" }, why));
  const width = Number(image.getAttribute("width"));
  const height = Number(image.getAttribute("height"));
  if (width && height) note.style.aspectRatio = `${width} / ${height}`;
  image.hidden = true;
  image.after(note);
}

function watchPictures() {
  document.addEventListener("error", (event) => {
    if (event.target instanceof HTMLImageElement) noteMissing(event.target);
  }, true);
  const checkShown = () => {
    for (const image of /** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll(".md-content img"))) {
      if (image.complete && image.naturalWidth === 0) noteMissing(image); // failed before this module ran
    }
  };
  if (typeof document$ !== "undefined") document$.subscribe(checkShown);
  else checkShown();
}

// ── Registration ────────────────────────────────────────────────────────────────────────────────────────

async function register() {
  try {
    registration = await navigator.serviceWorker.register(new URL("sw.js", ROOT), { scope: ROOT.pathname });
  } catch (failure) {
    console.warn(`This site cannot be kept for offline use: ${failure.message}`);
    return;
  }
  lastCheck = performance.now();
  watchForUpdates();
  bindKeepBars();
  keepWhenInstalled();
  if (typeof document$ !== "undefined") document$.subscribe(() => {
    bindKeepBars();
    checkForUpdate();
  });
}

function registerWhenLoaded() {
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** On a calculator page, once its first result is shown (or the engine has failed, or FIRST_RESULT_WAIT_MS have
 * passed since it settled): the worker's install keeps megabytes, which on a phone's few cores would slow the
 * engine's start and the drawing of that first result. */
function registerWhenIdle() {
  const calculatorPage = document.querySelector('meta[name="pnp-engine"]') !== null;
  if (!calculatorPage) return registerWhenLoaded();
  let registered = false;
  let timer = 0;
  const registerOnce = () => { // at the first of the two: the first result, or the wait over
    clearTimeout(timer);
    if (registered) return;
    registered = true;
    registerWhenLoaded();
  };
  const waitForResult = () => {
    timer = setTimeout(registerOnce, FIRST_RESULT_WAIT_MS);
    afterFirstResult(registerOnce);
  };
  if (window.pnp?.engineSettled === true) waitForResult();
  else window.addEventListener(ENGINE_SETTLED, waitForResult, { once: true });
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  navigator.serviceWorker.addEventListener("message", onWorkerMessage);
  registerWhenIdle();
}
watchPictures();
